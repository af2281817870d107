package muster.rulesets.mexicanrevolution;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.view.Chart.Block;
import muster.view.Chart.Bullets;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.Chart.Table;
import muster.view.Chart;
import muster.view.HouseInterpretations;
import muster.view.MapNames;

/** The sections of the Mexican Revolution player aid and appendix, in our own words, with odds counted exactly. */
record MxrChart(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    Section turn() {
        return new Section("The turn", List.of(
                new Para("The rules repeat a turn until the game ends but do not list its steps; we play it in this order."),
                new Bullets(TurnSequence.STEPS)));
    }

    Section units() {
        return new Section("Figures and units", List.of(new Bullets(List.of(
                "Each figure is " + UnitType.MEN_PER_FIGURE + " men, on its own base (about 1\" square for infantry). Infantry and "
                        + "cavalry units usually have " + UnitType.FEWEST_FIGURES + "-" + UnitType.MOST_FIGURES + " figures.",
                "A machine gun is one model with " + UnitType.MACHINEGUN.crew() + " crew; a gun is one model with "
                        + UnitType.FIELD_ARTILLERY.crew() + " crew. Either model stands for " + UnitType.GUNS_PER_MODEL
                        + " real pieces; the crew figures are based apart from the model.",
                "Every army has at least one general: a single figure that is never killed and never a target. When enemy "
                        + "figures touch it, it moves clear at once as though it had never been there.",
                "After moving, each figure should stand within 1\" of another figure of its unit."))));
    }

    Section movement() {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("Infantry, dismounted cavalry", Words.dice(UnitType.INFANTRY.moveDice()) + "\"",
                Odds.averageInches(UnitType.INFANTRY.moveDice()) + "\""));
        rows.add(List.of("Mounted cavalry, generals", Words.dice(UnitType.CAVALRY.moveDice()) + "\"",
                Odds.averageInches(UnitType.CAVALRY.moveDice()) + "\""));
        rows.add(List.of("Machine gun or gun moved by its crew", Words.dice(UnitType.MACHINEGUN.moveDice()) + "\"",
                Odds.averageInches(UnitType.MACHINEGUN.moveDice()) + "\""));
        rows.add(List.of("Train", Trains.STARTING_DICE + "D6\" to " + Trains.MOST_DICE + "D6\"", "see Trains"));
        return new Section("Movement", List.of(
                new Bullets(List.of(
                        "When its unit acts, each figure chooses to move or to fire; one roll of the movement dice serves every "
                                + "figure that moves. Figures in base contact at that moment do neither: they fight.",
                        "Roll the unit's dice once; every figure that moves may go up to that many inches, or less. Turning is "
                                + "free while moving. No figure moves except as its orders say.",
                        "Rough ground costs two inches for every inch crossed. Barbed wire takes a whole turn to cross.",
                        "Prone: after a turn spent moving, infantry and crew may lie down. Prone figures are one pip harder to "
                                + "hit and one pip easier to kill in close combat; next turn they can only stand up, and they "
                                + "do not strike back in close combat.")),
                new Table(List.of("Who", "Move dice", "Average"), rows, "")));
    }

    Section fire() {
        List<List<String>> rows = new ArrayList<>();
        for (Weapon w : Weapon.values()) {
            rows.add(List.of(w.label(), w.ranges(),
                    Words.kill(Odds.fireNeed(w, false, false, Cover.NONE)),
                    w.hasLongBand() ? Words.kill(Odds.fireNeed(w, true, false, Cover.NONE)) : "—",
                    Words.kill(Odds.fireNeed(w, false, true, Cover.NONE)),
                    Words.kill(Odds.fireNeed(w, false, false, Cover.HARD))));
        }
        return new Section("Fire", List.of(
                new Bullets(List.of(
                        "Fire all round, figure by figure, at enemies in sight and in range; not past friendly figures or "
                                + "through a gap narrower than 1/2\". Prone figures cannot fire.",
                        "Rifles and carbines: pick a target figure and roll one die; the number shown kills it. Enemy figures "
                                + "locked in close combat cannot be shot at with rifles or machine guns.",
                        "Each pip harder: the long band (beyond the first range), a prone target, a target in cover; hard "
                                + "cover is two pips. A 6 always kills.")),
                new Table(List.of("Weapon", "Range", "Open", "Long band", "Prone or in cover", "Hard cover"), rows,
                        "Die needed to kill one figure, and the chance of one die doing it. Cover is one pip, hard cover two.")));
    }

    Section machineGuns() {
        List<List<String>> rows = new ArrayList<>();
        for (int rolls = 1; rolls <= Weapon.MG_FOLD_DEGREES.size(); rolls++) {
            rows.add(List.of(rolls == 1 ? "The whole " + Weapon.MG_ARC + "° arc" : "One " + Weapon.foldName(rolls - 1),
                    String.valueOf(rolls),
                    // percentages alone down a column: a fraction beside some cells and not others reads as two notations
                    Odds.machineGun(rolls, false, false, Cover.NONE).percent(),
                    Odds.machineGun(rolls, false, true, Cover.NONE).percent()));
        }
        return new Section("Machine guns", List.of(
                new Bullets(List.of(
                        "A machine gun rolls one die for every eligible figure in a 90° arc from its front out to its range.",
                        "To hit harder it may fire into one narrower arc inside the 90°: one " + Weapon.foldName(1) + ", one "
                                + Weapon.foldName(2) + " or one " + Weapon.foldName(3) + ", rolling two, three or four dice for "
                                + "each figure there. Each die kills as usual.",
                        "It needs at least one crew figure that is not prone.")),
                new Table(List.of("Arc", "Rolls per figure", "Open, short range (5-6)", "Long band, prone or any cover (6)"), rows,
                        "Chance that a figure in the arc is killed.")));
    }

    Section artillery() {
        List<List<String>> rows = new ArrayList<>();
        for (Weapon w : List.of(Weapon.FIELD_GUN, Weapon.MOUNTAIN_GUN)) {
            rows.add(List.of(w.label(), w.ranges(), Words.kill(Odds.fireNeed(w, false, false, Cover.NONE)),
                    Words.kill(Odds.fireNeed(w, false, true, Cover.NONE)), Words.kill(Odds.fireNeed(w, false, false, Cover.COVER)),
                    Words.kill(Odds.fireNeed(w, false, false, Cover.HARD))));
        }
        return new Section("Artillery", List.of(
                new Bullets(List.of(
                        "Lay a toothpick from the gun to show the line of fire and call a range in inches before measuring "
                                + "anything. Where line and range meet the shell lands.",
                        "Every figure within " + Weapon.BURST_INCHES + "\" of that point, friend or foe, rolls one die. A gun may "
                                + "turn and fire in the same turn.",
                        "A shell landing on a train itself (not merely within " + Weapon.BURST_INCHES + "\") wrecks it on a 6: "
                                + Words.exact(Odds.directHitWrecks()) + ".")),
                new Table(List.of("Gun", "Range", "Standing", "Prone", "Cover", "Hard cover"), rows,
                        "Die needed for each figure near the burst, with the chance.")));
    }

    Section closeCombat() {
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("Infantry (and dismounted cavalry)", UnitType.INFANTRY.meleeKill()));
        rows.add(row("Mounted cavalry in the open", UnitType.CAVALRY.meleeKill()));
        rows.add(row("Mounted cavalry in rough, or against cover", Units.CAVALRY_HINDERED_KILL));
        rows.add(row("Gun and machine-gun crew", UnitType.MACHINEGUN.meleeKill()));
        return new Section("Close combat", List.of(
                new Bullets(List.of(
                        "Base contact with the enemy starts close combat. Crews never start it.",
                        "Every infantry, cavalry and crew figure in contact rolls one die, both sides together; a kill removes "
                                + "an enemy figure it touches (the roller's choice among several).",
                        "A gun or machine gun cannot fire while all its crew figures are in close combat, nor while an enemy "
                                + "figure touches its model.")),
                new Table(List.of("Figure", "Against a standing enemy", "Against a prone enemy"), rows,
                        "Die needed to kill, and the chance. A prone figure does not strike back and stands up if it lives.")));
    }

    private static List<String> row(String who, int kill) {
        return List.of(who, Words.kill(Odds.meleeNeed(kill, false)), Words.kill(Odds.meleeNeed(kill, true)));
    }

    Section morale() {
        List<String> header = new ArrayList<>(List.of("Modifier"));
        for (MoraleClass c : MoraleClass.values()) {
            header.add(c.word() + " (fails " + c.failsAtOrBelow() + "-)");
        }
        List<List<String>> rows = new ArrayList<>();
        for (int mod = Morale.HIGHEST_MODIFIER; mod >= Morale.LOWEST_MODIFIER; mod--) {
            List<String> row = new ArrayList<>(List.of(Words.signed(mod)));
            for (MoraleClass c : MoraleClass.values()) {
                Odds.Test t = Odds.morale(c, mod, false);
                row.add(t.pass().percent() + " / " + t.prone().percent() + " / " + t.removed().percent());
            }
            rows.add(row);
        }
        return new Section("Morale", List.of(
                new Bullets(List.of(
                        "Only a unit that lost at least one figure in the turn before tests. Roll 2D6 and add the modifiers: "
                                + "−1 for every quarter of the unit lost, +1 with a general attached, +1 in hard cover with no "
                                + "figure in close combat.",
                        // the numbers the cards print, so aid and card say the same
                        Words.morale(),
                        "A unit that fails goes prone, or is removed on the lower numbers (more than two pips short), in close "
                                + "combat, or once it has lost half its figures or more; its remaining figures become prisoners (an "
                                + "attached general is not taken).")),
                new Table(header, rows, "Chance to pass / go prone / be removed, counted over all 36 throws. In close combat or at "
                        + "half strength every failure removes: then only the first figure matters.")));
    }

    Section orders() {
        List<String> telegraph = new ArrayList<>();
        for (Side side : scenario.sides()) {
            if (Command.hasTelegraph(scenario, side)) {
                telegraph.add(side.name());
            }
        }
        return new Section("Orders and generals", List.of(new Bullets(List.of(
                "Each unit gets an order before the game: where to be, how to stand and where to go, always in terms of the "
                        + "ground (hills, towns, lines), never of other units, and never with conditions.",
                "A general within " + Command.ORDER_RADIUS_INCHES + "\" of a unit may change its order; so may a general with "
                        + "telegraph access, as the scenario allows.",
                "Telegraph in this scenario: " + (!telegraph.isEmpty() ? String.join(", ", telegraph) + "."
                        : scenario.specialRules().stream().anyMatch(n -> n.text().toLowerCase(Locale.ROOT).contains("telegraph"))
                                ? "as its special rules say." : "none."),
                "A general attached to a unit adds +1 to its morale dice."))));
    }

    Section trains() {
        List<List<String>> rows = new ArrayList<>();
        for (int dice = Trains.STARTING_DICE; dice <= Trains.MOST_DICE; dice++) {
            rows.add(List.of(Words.dice(dice) + "\"", Odds.averageInches(dice) + "\"", Odds.wreckDestroys(dice).percent(),
                    Odds.boardingFails(dice).percent()));
        }
        return new Section("Trains", List.of(
                new Bullets(List.of(
                        "A train is a unit of its own, apart from the units riding it; each acts in its own time.",
                        "It moves " + Trains.STARTING_DICE + "D6\" on the turn it starts, then may go one die faster or slower each "
                                + "turn, to at most " + Trains.MOST_DICE + "D6. It may reverse only after standing still for a turn.",
                        "Getting on or off takes the last (or first) inch as rough ground, and never in a turn the train moves. "
                                + "Riders may fire from any point the train passed this turn; they are in cover, and move, shoot "
                                + "and fight aboard as in rough ground.",
                        "Moving through a train, wrecked or not, is allowed only while it stands still, as rough ground. A "
                                + "figure may jump aboard a moving train by touching it and rolling a die.",
                        "A wrecked train stays where it is as an obstacle and cover.")),
                new Table(List.of("Speed", "Average", "Wreck: each rider, gun or MG lost", "Jumping aboard: figure lost"), rows,
                        "When a train wrecks, every passenger and every gun or machine gun aboard rolls a die: the chance it is destroyed.")));
    }

    Section explosives() {
        return new Section("Explosives on the track", List.of(new Bullets(List.of(
                "Figures carrying explosives may spend a whole move planting a charge on the line, and another move to set it off "
                        + "as a train passes, standing within " + Trains.DETONATE_WITHIN_INCHES + "\" and not in close combat. "
                        + "The train is wrecked.",
                "Any figure not in close combat may spend an action at the spot to lift a planted charge.",
                "A scenario may keep charges and the figures waiting by them secret."))));
    }

    Section buildings() {
        List<List<String>> rows = new ArrayList<>();
        for (DieTable.Row r : Buildings.SPREAD.rows()) {
            rows.add(List.of(r.faces(), r.result(), Words.exact(r.chance())));
        }
        List<Block> blocks = new ArrayList<>();
        blocks.add(new Bullets(List.of(
                "Buildings are divided into a grid of 1\" squares that best fits the floor plan.",
                "The square where a fire is started can no longer be entered; the squares it spreads to burn but stay open. "
                        + "Each turn every square touching a burning one rolls on the table below.",
                "A figure in a burning square dies on " + Odds.faces(Buildings.BURN_KILLS) + " ("
                        + Words.exact(Odds.atLeast(Buildings.BURN_KILLS)) + "); if it lives it must get out with its next move.",
                fireStarted())));
        blocks.add(new Table(List.of("Die", "Square next to a fire", "Chance"), rows, ""));
        List<List<String>> here = new ArrayList<>();
        MapNames names = new MapNames(scenario);
        for (Terrain t : scenario.terrain()) {
            if (t.kind().equals("building") && t.shape() instanceof Shape.Outline o) {
                here.add(List.of(names.of(t), String.valueOf(Buildings.squares(o.points()))));
            }
        }
        if (!here.isEmpty()) {
            blocks.add(new Table(List.of("Building in this scenario", "1\" squares"), here, "Grid laid from each outline's south-west corner."));
        }
        return new Section("Buildings and fire", blocks);
    }

    /** Barbed wire, where the scenario has some on the table. */
    Optional<Section> wire() {
        if (scenario.terrain().stream().noneMatch(t -> t.kind().equals("barbed-wire"))) {
            return Optional.empty();
        }
        return Optional.of(new Section("Barbed wire", List.of(new Bullets(List.of(
                "Only Carrancista armies use barbed wire, and only from " + Period.WIRE_FROM.getYear() + ". Crossing it takes a "
                        + "whole turn.",
                "The wire of this scenario is drawn on the map.")))));
    }

    Section sight() {
        return new Section("Sight", List.of(new Bullets(List.of(
                "Model the ground to scale and check sight with a string or a laser: troops, trees, hills, buildings and trains "
                        + "all block it.",
                "Trenches and stone walls do not block sight unless the scenario says so, and figures in a trench can be seen."))));
    }

    Section crews() {
        return new Section("Crews and draftees", List.of(new Bullets(List.of(
                "Figures of infantry or cavalry units passing by may be drafted into a gun or machine-gun crew. They leave one "
                        + "unit's strength and join the other's, but do not count as losses for morale.",
                "An artillery crew needs at least one of its own gunners to fire; a machine-gun crew may be all draftees.",
                "A draftee joining a prone crew goes prone with it.",
                gunDestroyed()))));
    }

    /** Where the players find how a fire is started: the rules name two ways without giving them, so a special rule does. */
    private String fireStarted() {
        return leftToSpecialRules("setting a building alight",
                t -> t.contains("alight") || t.contains("set fire") || t.contains("sets fire") || t.contains("on fire") || t.contains("burn"));
    }

    /** Where the players find how a gun model is destroyed: the rules give no way, so a scenario's special rule does. */
    private String gunDestroyed() {
        return leftToSpecialRules("destroying a gun model",
                t -> (t.contains("destroy") || t.contains("spike") || t.contains("blow up")) && t.contains("gun"));
    }

    /** A line for what the rules leave to the scenario ({@code what}): see its special rule, when one speaks of it, else agree one. */
    private String leftToSpecialRules(String what, Predicate<String> speaksOfIt) {
        boolean given = scenario.specialRules().stream().map(n -> n.text().toLowerCase(Locale.ROOT)).anyMatch(speaksOfIt);
        return given ? "For " + what + ", see the special rules." : "The rules give no way of " + what + ": agree one before the game.";
    }

    Section prisoners() {
        List<List<String>> rows = new ArrayList<>();
        for (DieTable.Row r : Prisoners.FATE.rows()) {
            if (r.chance().numerator() > 0) {
                rows.add(List.of(r.faces(), r.result(), Words.exact(r.chance())));
            }
        }
        return new Section("Prisoners", List.of(
                new Para("Figures left in a unit that breaks are the enemy's prisoners. When the game ends, roll one die for each "
                        + "captured figure; nothing modifies this roll."),
                new Table(List.of("Die", "The prisoner is", "Chance"), rows, "No roll spares a prisoner: only a special rule can.")));
    }

    Section terrain() {
        List<List<String>> rows = new ArrayList<>();
        boolean rough = false;
        for (TerrainKind k : TerrainKinds.all()) {
            if (scenario.hasKind(k.word())) {
                rows.add(List.of(muster.view.Words.plain(k.word()), k.cover().label(), k.going().label(), k.blocksSight() ? "blocks" : "clear"));
                rough |= k.going() == Going.ROUGH;
            }
        }
        return new Section("Terrain in this scenario", List.of(new Table(List.of("Terrain", "Cover", "Moving", "Sight"), Table.alikeJoined(rows),
                rough ? "Rough: every inch moved in it costs two." : "")));
    }

    Section interpretations() {
        return HouseInterpretations.section("Where the rules are silent, cut short or unclear, we play them as follows.",
                Interpretations.ALL, scenario);
    }
}
