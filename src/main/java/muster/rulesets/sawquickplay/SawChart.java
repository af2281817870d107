package muster.rulesets.sawquickplay;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.view.Chart.Block;
import muster.view.Chart.Bullets;
import muster.view.Chart.Section;
import muster.view.Chart.Table;
import muster.view.Chart;
import muster.view.HouseInterpretations;
import muster.view.Num;
import muster.view.Words;

/** The sections of the Spanish-American War quick-play aid and appendix, in our own words, with odds worked out exactly. */
record SawChart(Scenario scenario, UnitWords<UnitType, Weapon> words, String scale) {

    private String in(int base) {
        return Num.inches(Scales.inches(base, scale));
    }

    Section turn() {
        return new Section("The turn", List.of(new Bullets(List.of(
                "Start of turn: every unit has gone to ground and must be spotted again. Brigades may try to change orders.",
                "Each unit takes one action: move (a move into contact is a close assault), fire, or recover from a pin.",
                "Pinned units may do nothing but recover, and must recover unless fired on this turn before they act.",
                "Mark units that moved, fired or recovered; lift those markers and every sheaf at the end of the turn. "
                        + "Pin markers stay until the unit recovers."))));
    }

    /** The fire table as players use it: each weapon's roll in the open and in cover, the odds left to the appendix. */
    Section fire() {
        List<List<String>> rows = new ArrayList<>();
        for (Weapon w : weapons()) {
            List<String> row = new ArrayList<>(List.of(w.label(), w.isArtillery() ? "1 per unit under sheaf" : String.valueOf(w.dice()),
                    in(w.baseRange())));
            for (Cover c : Cover.values()) {
                row.add(SawCards.effect(w, c.modifier()));
            }
            rows.add(row);
        }
        return new Section("Fire", List.of(
                new Bullets(List.of(
                        "Fire at spotted enemy in sight, within 45° either side of the unit's front, one unit at a time; "
                                + "see each result before the next unit fires.",
                        "A machine gun may split its two dice between two moments of the turn.",
                        "When fire is announced the target may go to ground at once (pinned), taking the pinned modifier.",
                        "You may fire at an enemy unit being assaulted by your own troops if they do not block the line.")),
                new Table(List.of("Weapon", "Dice", "Range", "In the open", "Soft cover (−1)", "Hard cover (−2)"), rows,
                        "Against a target already pinned, take 1 more off the die.")));
    }

    /** The weapons the scenario's units carry (every one when none is given): the fire tables list only those. */
    private List<Weapon> weapons() {
        List<Weapon> here = words.inPlay(List.of(Weapon.values()));
        return here.isEmpty() ? List.of(Weapon.values()) : here;
    }

    /** The chance of each weapon's die destroying or pinning a unit, in the open and in cover: the game master's. */
    Section fireOdds() {
        List<List<String>> rows = new ArrayList<>();
        for (Weapon w : weapons()) {
            List<String> row = new ArrayList<>(List.of(w.label()));
            for (Cover c : Cover.values()) {
                Odds.Fire odds = Odds.fire(w, c.modifier());
                row.add(odds.destroy().percent() + " / " + odds.pin().percent());
            }
            rows.add(row);
        }
        return new Section("Fire: the odds", List.of(new Table(List.of("Weapon", "Open", "Soft cover", "Hard cover"), rows,
                "Chance per unit fired on, destroyed / pinned only.")));
    }

    Section sheaf() {
        return new Section("Artillery sheaf", List.of(new Bullets(List.of(
                "Field guns lay a " + in(1) + " × " + in(2) + " sheaf up to " + in(36) + "; siege guns lay four " + in(1)
                        + " squares up to " + in(48) + ", as the firer chooses a " + in(2) + " × " + in(2) + " square or a "
                        + in(1) + " × " + in(4) + " strip.",
                "Every unit, friend or foe, with any part of its base under the sheaf rolls one die at once; so does any unit "
                        + "that moves into it later this turn, where it enters.",
                "The sheaf does not block sight and is lifted at the end of the turn.",
                "Guns may always fire at known positions set by the scenario (blockhouses, trenches, emplacements, towns, "
                        + "crossroads): see the pre-spotted targets on the map."))));
    }

    Section assault() {
        List<List<String>> rows = new ArrayList<>();
        int[][] matchups = {{1, 1}, {2, 1}, {3, 1}, {1, 2}, {2, 2}};
        for (int[] m : matchups) {
            List<String> row = new ArrayList<>();
            row.add(m[0] + " v " + m[1]);
            for (int mod = -1; mod <= 1; mod++) {
                row.add(Odds.assault(m[0], mod, m[1], 0).percent());
            }
            rows.add(row);
        }
        return new Section("Close assault", List.of(
                new Bullets(List.of(
                        "Moving into contact is a close assault; guns and machine guns may not start one.",
                        "Pair each unit in contact with one enemy unit; extra units join a pair as supports.",
                        "Every unit rolls a die; each side adds its dice. The higher total destroys or captures every enemy unit "
                                + "in that fight. Ties roll again.",
                        "−1 for a pinned unit, −1 for a gun or machine gun; +1 for mounted cavalry that charged " + in(2)
                                + " or more in a straight line at troops not in cover or rough ground.")),
                new Table(List.of("Units", "Each of ours −1", "Even", "Each of ours +1"), rows,
                        "Chance that our side wins the fight, ties rolled again.")));
    }

    Section spotting() {
        return new Section("Sight and spotting", List.of(new Bullets(joined(List.of(
                "To fire at a unit you must see it and it must be spotted. Units give themselves away by moving or firing; "
                        + "every unit goes to ground at the start of each turn.",
                "Hills block sight. Woods and buildings block sight between units on the same level; sight reaches "
                        + in(1) + " into or through woods or a town and no further.",
                "Troops never block sight; a unit in the way stops fire. Headquarters block neither."),
                guerrillas().isEmpty() ? List.of() : List.of("Guerrillas are good scouts: an assault by them spots the enemy unit.")))));
    }

    Section orders() {
        List<List<String>> rows = new ArrayList<>();
        for (int d : new int[] {2, 4, 6, 8, 10, 12}) {
            rows.add(List.of(in(d), Odds.ordersChange(d).percent()));
        }
        return new Section("Orders", List.of(
                new Bullets(List.of(
                        "Every brigade starts with a standing order to attack, defend, withdraw or counter-march, tied to terrain "
                                + "and marked on the map. No conditional orders; a delay of some turns is allowed.",
                        "Attackers move as fast as they can while keeping bases within " + in(1) + " of each other; defenders "
                                + "may shift inside their position but not close with the enemy.",
                        "Bases of a brigade stay within " + in(1) + " of another base of it; guns and machine guns may stand "
                                + "back to support their brigade.",
                        "To change an order at the start of a turn roll 2D6: it changes at or under " + Scales.orderDistance(scale)
                                + " in inches from the HQ to the nearest base of the brigade, rough ground counting double. "
                                + "A 2 always succeeds, a 12 always fails.")),
                new Table(List.of("Distance", "Chance"), rows, "Chance to change orders, as the rule is written.")));
    }

    Section morale() {
        return new Section("Morale", List.of(new Bullets(joined(List.of(
                "Count a brigade's bases destroyed, dispersed or pinned. At half it halts: no attack or advance, it defends "
                        + "where it is until it gets an order it can carry out.",
                "At three quarters the brigade flees or surrenders and leaves the table.",
                "When half an army's brigades have left the table the army breaks and loses."),
                guerrillas().isEmpty() ? List.of()
                        : List.of("Guerrilla bases are left out of the count; a brigade of nothing but guerrillas is left out of the army's.")))));
    }

    /** The special rules the scenario meets: Spanish ammunition where Spain fights, guerrillas and wire where there are any. */
    Section special() {
        List<String> rules = new ArrayList<>();
        if (fielded(side -> side.nation().equals("spain"))) {
            rules.add("Spanish ammunition: a natural 1 on a Spanish fire die means roll again; another 1 and that unit is out of "
                    + "ammunition for the game (mark it). Spanish guns roll 2D6 each time they fire: a 2 and they fire no "
                    + "more once this turn's sheaf is lifted.");
        }
        if (scenario.sides().stream().filter(side -> side.nation().equals("us"))
                .flatMap(side -> side.units().stream()).anyMatch(u -> words.weapon(u).filter(Weapon.MACHINEGUN::equals).isPresent())) {
            rules.add("US machine guns: a natural 1 means roll again; on 5-6 after the usual modifiers a friendly unit in the arc and "
                    + "in sight is pinned (roll among several).");
        }
        List<String> who = guerrillas();
        if (!who.isEmpty()) {
            rules.add("Guerrillas (" + Words.list(who) + "): in any close assault between guerrillas "
                    + "and others, whoever assaults, and when pinned or destroyed by fire, the guerrilla base is taken off "
                    + "and not counted as lost.");
        }
        if (scenario.terrain().stream().anyMatch(t -> t.kind().equals("barbed-wire"))) {
            rules.add("Barbed wire: the enemy needs a whole move to reach it and the next to cross; its own side loses " + in(1) + ". "
                    + "Defenders right behind wire cannot be assaulted until the second move.");
        }
        rules.add("Roads double movement and cancel rough ground (not wire); towns move as roads.");
        rules.add("HQ: moves with any one brigade as cavalry or infantry; never fired at; if assaulted it moves " + in(4)
                + " clear; never assaults.");
        return new Section("Special rules", List.of(new Bullets(rules)));
    }

    private static List<String> joined(List<String> lines, List<String> more) {
        List<String> all = new ArrayList<>(lines);
        all.addAll(more);
        return all;
    }

    private boolean fielded(Predicate<Side> side) {
        return scenario.sides().stream().anyMatch(s -> side.test(s) && !s.units().isEmpty());
    }

    /** Who plays as guerrillas in this scenario, in words: "Cuban troops", "Spanish contra-guerrillas"; none where none fight. */
    private List<String> guerrillas() {
        List<String> who = new ArrayList<>();
        for (Side side : scenario.sides()) {
            boolean contra = side.units().stream().anyMatch(u -> u.hasTag("contra-guerilla"));
            boolean others = side.units().stream().anyMatch(u -> Guerillas.isGuerilla(u, side.nation()) && !u.hasTag("contra-guerilla"));
            String army = switch (side.nation()) {
                case "cuba" -> "Cuban";
                case "philippines" -> "Filipino";
                case "spain" -> "Spanish";
                default -> "American";
            };
            if (others && !who.contains(army + " troops")) {
                who.add(army + " troops");
            }
            if (contra && !who.contains(army + " contra-guerrillas")) {
                who.add(army + " contra-guerrillas");
            }
        }
        return who;
    }

    /** How far each kind of unit the scenario fields moves, on a road and in rough ground. */
    Section movement() {
        List<List<String>> rows = new ArrayList<>();
        for (UnitType t : UnitType.values()) {
            if (scenario.sides().stream().flatMap(side -> side.units().stream()).noneMatch(u -> words.type(u).filter(t::equals).isPresent())) {
                continue;
            }
            if (t == UnitType.CAVALRY) {
                rows.add(moves("Cavalry, mounted", t.move(true)));
                rows.add(moves("Cavalry on foot", t.move(false)));
            } else {
                rows.add(moves(t.label(), t.move(false)));
            }
        }
        return new Section("Movement", List.of(
                new Bullets(List.of("A move goes any way and may turn as it likes; friends pass through each other, enemies never.")),
                new Table(List.of("Unit", "Move", "On a road", "In rough"), rows, "")));
    }

    private List<String> moves(String unit, int base) {
        return List.of(unit, in(base), in(base * 2), Num.inches(Scales.inches(base, scale) / 2.0));
    }

    Section terrain() {
        List<List<String>> rows = new ArrayList<>();
        for (TerrainKind k : TerrainKinds.all()) {
            if (scenario.hasKind(k.word())) {
                rows.add(List.of(Words.plain(k.word()), k.cover().label(), k.going().label(), k.sight().label(scale), k.knownPosition() ? "yes" : ""));
            }
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Table(List.of("Terrain", "Cover", "Movement", "Sight", "Known position"), Table.alikeJoined(rows),
                "Terrain in this scenario."));
        return new Section("Terrain", blocks);
    }

    Section organisation() {
        // the paper organisations of the nations and kinds of unit this scenario fields
        List<List<String>> rows = Organisations.all().stream()
                .filter(p -> scenario.sides().stream().anyMatch(side -> side.nation().equals(p.nation())
                        && side.units().stream().anyMatch(u -> u.type().equals(p.type()))))
                .map(p -> List.of(p.name(), String.valueOf(p.bases()))).toList();
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Bullets(List.of("Every base is 1\" square at any figure scale and a unit in its own right: two figures of foot or "
                        + "horse, or a gun or machine gun with two gunners.",
                "For a small action the scenario may field battalions or regiments in place of brigades.")));
        if (!rows.isEmpty()) {
            blocks.add(new Table(List.of("Unit", "Bases"), rows, "On paper only: from real rosters count 1 base per "
                    + Organisations.MEN_PER_BASE + " men. Each base is a company, squadron or two-gun section."));
        }
        return new Section("Bases and organisations", blocks);
    }

    Section interpretations() {
        return HouseInterpretations.section("Where the rules are silent or unclear we play them as follows.",
                Interpretations.ALL, scenario);
    }
}
