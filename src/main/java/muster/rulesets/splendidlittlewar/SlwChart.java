package muster.rulesets.splendidlittlewar;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.view.Chart.Bullets;
import muster.view.Chart.Section;
import muster.view.Chart.Table;
import muster.view.Chart;
import muster.view.HouseInterpretations;
import muster.view.Num;
import muster.view.Words;

/** The sections of the Splendid Little War player aid and appendix, in our own words, with odds counted exactly. */
record SlwChart(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    Section forces() {
        List<List<String>> rows = new ArrayList<>();
        for (UnitClass c : UnitClass.values()) {
            String stands = c.minStands() == c.maxStands() ? String.valueOf(c.minStands()) : c.minStands() + "-" + c.maxStands();
            rows.add(List.of(c.label(), stands, c.standMm() + "mm (" + Num.inches(Organisation.inches(c.standMm())).replace(".0\"", "\"")
                    + ")", c.figures(), String.valueOf(c.hitsPerStand())));
        }
        return new Section("Forces", List.of(
                new Bullets(List.of(
                        "15mm figures. Every side brings " + Organisation.MIN_BRIGADES + " or more brigades of a handful of units each.",
                        "Stand sizes are a guide: any convenient square base will do.")),
                new Table(List.of("Unit", "Stands", "Stand (square)", "Each stand carries", "Hits a stand takes"), rows,
                        (scenario.uses("cavalry") ? "Dismounted cavalry is infantry. " : "") + "A gun or machine gun is one stand.")));
    }

    Section turn() {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < TurnSequence.STEPS.size(); i++) {
            rows.add(List.of(String.valueOf(i + 1), TurnSequence.STEPS.get(i)));
        }
        return new Section("The turn", List.of(new Table(List.of("Step", "What happens"), rows, "")));
    }

    Section deck() {
        List<List<String>> rows = new ArrayList<>();
        for (Deck.Share share : Deck.shares(scenario)) {
            String name = scenario.side(share.side()).map(Side::name).orElse(share.side());
            rows.add(List.of(name, String.valueOf(share.brigadeCards()), String.valueOf(share.bonusCards()), String.valueOf(share.cards())));
        }
        int size = Deck.size(scenario);
        rows.add(List.of("Whole deck", "", "", String.valueOf(size)));
        return new Section("Activation deck", List.of(
                new Bullets(List.of(
                        "One card per brigade, naming it, and one bonus card per side, all shuffled into a single deck each turn.",
                        "Turned as the very first card, a bonus card pins one enemy brigade: it may not move when its own card comes. "
                                + "If that side's bonus card is turned after the pinned brigade's card, the brigade moves then after all.",
                        "Turned later, a bonus card gives one brigade of its side that has already moved this turn a second move; "
                                + "units that reached the enemy on their first move sit it out.")),
                new Table(List.of("Side", "Brigade cards", "Bonus", "Cards"), rows,
                        "Chance a given bonus card is turned first: " + Odds.firstCard(size).percent() + " (1 in " + size
                                + "). Once pinned, chance the brigade is freed by its own bonus card: "
                                + Odds.pinLifted(size).percent() + ".")));
    }

    /** What cover does for each nation the scenario fields, and for no other. */
    private String cover() {
        Set<String> nations = new LinkedHashSet<>();
        scenario.sides().forEach(side -> nations.add(side.nation()));
        List<String> out = new ArrayList<>();
        if (nations.contains("us")) {
            out.add("US units in cover can be shot at, but save each hit on a 4, 5 or 6.");
        }
        if (nations.contains("spain")) {
            out.add("Spaniards in cover cannot be shot at at all: they know the bush and their powder makes no smoke.");
        }
        List<String> insurgents = new ArrayList<>();
        if (nations.contains("cuba")) {
            insurgents.add("Cuban");
        }
        if (nations.contains("philippines")) {
            insurgents.add("Filipino");
        }
        if (!insurgents.isEmpty()) {
            String who = String.join(" and ", insurgents) + " units in cover ";
            out.add(Protection.of(nations.contains("cuba") ? "cuba" : "philippines", scenario) == Protection.HIDDEN
                    ? who + "cannot be shot at, as Spaniards, by this scenario's rule."
                    : who + "save as US units: each hit on a 4, 5 or 6.");
        }
        return String.join(" ", out);
    }

    /** "(Moro warriors and Philippine Scouts excepted)" where the scenario fields them, else "". */
    private String exempt() {
        List<String> who = new ArrayList<>();
        boolean moro = scenario.sides().stream().flatMap(s -> s.units().stream()).anyMatch(u -> u.hasTag(Units.MORO));
        boolean scouts = scenario.sides().stream().flatMap(s -> s.units().stream()).anyMatch(u -> u.hasTag(Units.SCOUTS));
        if (moro) {
            who.add("Moro warriors");
        }
        if (scouts) {
            who.add("Philippine Scouts");
        }
        return who.isEmpty() ? "" : " (" + String.join(" and ", who) + " excepted)";
    }

    Section movement() {
        return new Section("Movement", List.of(new Bullets(List.of(
                "Every unit moves up to 6\" when its brigade's card is turned.",
                "Rough ground halves infantry and machine guns" + exempt() + ". "
                        + "Artillery never enters rough ground.",
                "Roads and tracks change nothing in the open; through jungle or other rough ground they give full speed and "
                        + "let guns pass.",
                "A machine gun or gun that moves may not fire this turn. A machine gun with a hit moves 3\"; a gun with a "
                        + "hit stays where it is but may turn to fire."))));
    }

    Section fire() {
        UnitClass inf = UnitClass.INFANTRY;
        UnitClass mg = UnitClass.MACHINE_GUN;
        List<List<String>> rows = new ArrayList<>();
        for (int stands = inf.maxStands(); stands >= 1; stands--) {
            rows.add(fireRow(Num.count(stands, "infantry stand", "infantry stands"), stands * inf.dicePerShooter(), inf.hitFrom()));
        }
        for (int crew = UnitClass.MG_CREW; crew >= 1; crew--) {
            rows.add(fireRow("Machine gun, " + Num.count(crew, "crewman", "crew"), crew * mg.dicePerShooter(), mg.hitFrom()));
        }
        return new Section("Fire", List.of(
                new Bullets(List.of(
                        "Ranges: infantry " + Num.inches(inf.range()) + ", machine gun " + Num.inches(mg.range()) + ", artillery "
                                + Num.inches(UnitClass.ARTILLERY.range()) + ".",
                        "Infantry rolls 1D6 for each stand; a machine gun rolls 3D6 for each crewman left. Every 5 or 6 is a hit.",
                        cover(),
                        "A unit inside cover may fire out only from its edge.")),
                new Table(List.of("Firer", "Dice", "Hits, average", "1+ hits", "3+ hits", "Average vs US in cover", "1+ vs US in cover"),
                        rows, "3 hits take off an infantry stand; 2 hits a machine gun or gun. Each die hits "
                                + Odds.hitPerDie(inf.hitFrom(), false).percent() + " of the time, "
                                + Odds.hitPerDie(inf.hitFrom(), true).percent() + " against US units in cover after the save.")));
    }

    private static List<String> fireRow(String firer, int dice, int hitFrom) {
        return List.of(firer, dice + "D6", Odds.expectedHits(dice, hitFrom, false).decimal(), Odds.atLeastHits(dice, hitFrom, false, 1).percent(),
                Odds.atLeastHits(dice, hitFrom, false, 3).percent(), Odds.expectedHits(dice, hitFrom, true).decimal(),
                Odds.atLeastHits(dice, hitFrom, true, 1).percent());
    }

    Section artillery() {
        int half = UnitClass.ARTILLERY.range() / 2;
        List<List<String>> rows = new ArrayList<>();
        for (int r : new int[] {0, 1, 2, 3, 4, 6, 8}) {
            rows.add(List.of(r == 0 ? "on the point" : "within " + r + "\"", Odds.landsWithin(r, false).percent(), Odds.landsWithin(r, true).percent()));
        }
        List<List<String>> hits = List.of(
                List.of("Infantry stand (3 hits)", Odds.shellHitsAtLeast(3, false).percent(), Odds.shellHitsAtLeast(3, true).percent()),
                List.of("Machine gun or gun (2 hits)", Odds.shellHitsAtLeast(2, false).percent(), Odds.shellHitsAtLeast(2, true).percent()),
                List.of("Hits, average", Odds.shellExpectedHits(false).decimal(), Odds.shellExpectedHits(true).decimal()));
        return new Section("Artillery", List.of(
                new Bullets(List.of(
                        "Choose a target point in range (" + Num.inches(UnitClass.ARTILLERY.range()) + ").",
                        "Roll the drift die with 1D6, or with 2D6 when the point is more than " + Num.inches(half) + " away.",
                        "A hit on the drift die: the shell lands on the point. Otherwise move the point as many inches as the "
                                + "dice show, the way the die points.",
                        "Roll 1D6: every unit, friend or foe, within 1\" of where it lands takes that many hits.")),
                new Table(List.of("Shell lands", "Up to " + half + "\" (1D6 drift)", "Beyond " + half + "\" (2D6 drift)"), rows,
                        "Counted with the drift die's two hit faces in six."),
                new Table(List.of("One shell on a fresh stand", "In the open", "US in cover (saves)"), hits,
                        "Chance the 1D6 hits take the first stand off.")));
    }

    Section damage() {
        List<List<String>> rows = new ArrayList<>();
        for (UnitClass c : UnitClass.values()) {
            rows.add(List.of(c.label(), String.valueOf(c.hitsPerStand()), c.afterFirstHit().isEmpty() ? "nothing until the stand goes"
                    : c.afterFirstHit()));
        }
        return new Section("Hits and stands", List.of(
                new Table(List.of("Stand", "Hits to remove", "After its first hit"), rows,
                        "Tick the boxes on the unit's card, one stand at a time. A unit that loses a stand tests morale.")));
    }

    Section charge() {
        List<List<String>> rows = new ArrayList<>();
        for (int d = 7; d <= 13; d++) {
            int rough = d - 4;
            rows.add(List.of(d + "\"", Odds.chargeReaches(d, false).percent(), rough + "\"", Odds.chargeReaches(rough, true).percent()));
        }
        List<List<String>> evade = new ArrayList<>();
        for (int left = 0; left <= 6; left++) {
            evade.add(List.of(left + "\"", Odds.evadeEscapes(left).percent()));
        }
        return new Section("Charges and evading", List.of(
                new Bullets(List.of(
                        "Only infantry charges. Roll 1D6 before measuring and add it to the 6\" move. Enough to touch: the charge "
                                + "goes in. Short: the unit ends as close as it got.",
                        "Chargers never fire that turn, contact or not. The charged unit may fire, but only at its charger.",
                        "A charger that loses a stand to that fire and fails morale does not make contact.",
                        "A charged unit whose brigade moves after the contact may evade 1D6\"; if the charger's unused move "
                                + "covers that, the evader is caught and removed. Evaders neither fire nor charge.")),
                new Table(List.of("Enemy at", "Reached", "In rough, at", "Reached"), rows, "Chance the 6\" + 1D6 charge makes contact."),
                new Table(List.of("Charger's move left", "Evader escapes"), evade, "Chance the 1D6\" evade gets clear.")));
    }

    Section melee() {
        List<List<String>> rows = new ArrayList<>();
        for (int net = 3; net >= -1; net--) {
            rows.add(List.of((net > 0 ? "+" : "") + net, Odds.meleeWins(net).percent(), Odds.meleeLoserHits(net).decimal(),
                    Odds.meleeLoserHits(-net).decimal()));
        }
        return new Section("Hand-to-hand", List.of(
                new Bullets(List.of(
                        "Fought after all fire. Each side rolls 1D6 and adds: +1 for the charger, +1 for the unit with more stands, "
                                + "+1 for a defender in earthworks or a building.",
                        "Higher total wins. The winner takes 1 hit anyway; the loser takes hits equal to the difference and routs.")),
                new Table(List.of("Charger's net modifier", "Charger wins", "Hits on defender if it loses", "Hits on charger if it loses"), rows,
                        "Ties rolled again. A lone charger into works against a larger unit is at −1; a bigger charger in the open is at +2.")));
    }

    Section morale() {
        List<List<String>> rows = new ArrayList<>();
        for (int stands = UnitClass.INFANTRY.maxStands() - 1; stands >= 1; stands--) {
            rows.add(List.of(String.valueOf(stands), Odds.moralePasses(stands).percent()));
        }
        List<List<String>> rout = new ArrayList<>();
        for (int d : new int[] {3, 5, 7, 9, 11}) {
            rout.add(List.of(d + "\"", Odds.routCovers(d).percent()));
        }
        return new Section("Morale and rout", List.of(
                new Bullets(List.of(
                        "A unit that loses a stand rolls 1D6: lower than its stands left, it holds.",
                        "Failing, it chooses: rout, or give up one more whole stand.",
                        "A routing unit runs 2D6\" away from the enemy and is marked. Each time its brigade's card comes it tests "
                                + "again: a pass rallies it, facing the enemy if it likes; a failure sends it another 2D6\".")),
                new Table(List.of("Stands left", "Passes"), rows, "Chance to pass, counting the stands left after the loss: a unit of "
                        + UnitClass.INFANTRY.maxStands() + " first tests with " + (UnitClass.INFANTRY.maxStands() - 1) + "."),
                new Table(List.of("Edge at", "Routing unit reaches it"), rout, "Chance the 2D6\" rout covers the distance.")));
    }

    Section terrain() {
        Set<String> used = new LinkedHashSet<>();
        for (Terrain t : scenario.terrain()) {
            used.add(t.kind());
        }
        List<List<String>> rows = new ArrayList<>();
        for (TerrainKind k : TerrainKinds.all()) {
            if (used.contains(k.word())) {
                rows.add(List.of(Words.plain(k.word()), k.going().label(), k.cover() ? "yes" : "", k.works() == Works.NONE ? "" : "+1 (" + k.works().label() + ")"));
            }
        }
        return new Section("Terrain in this scenario", List.of(new Table(List.of("Terrain", "Movement", "Cover", "Defender in hand-to-hand"),
                Table.alikeJoined(rows), "")));
    }

    Section interpretations() {
        return HouseInterpretations.section("Where the rules are silent or unclear we play them as follows.",
                Interpretations.ALL, scenario);
    }
}
