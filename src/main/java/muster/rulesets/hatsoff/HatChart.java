package muster.rulesets.hatsoff;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.view.Chart.Bullets;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.Chart.Table;
import muster.view.Chart;
import muster.view.HouseInterpretations;
import muster.view.Words;

/** The sections of the Hatsoff player aid and appendix, in our own words, with losses and odds worked out exactly. */
record HatChart(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    /** The sections on fire, in a file of their own. */
    HatFireChart fire() {
        return new HatFireChart(scenario, words);
    }

    Section scale() {
        FigureRatio ratio = Options.ratio(scenario);
        // the optional ratios' columns only where the scenario plays them and has that army
        boolean us = ratio == FigureRatio.BY_NATION && scenario.sides().stream().anyMatch(x -> x.nation().equals("us"));
        boolean spain = ratio == FigureRatio.BY_NATION && scenario.sides().stream().anyMatch(x -> x.nation().equals("spain"));
        List<String> head = new ArrayList<>(List.of("Level", "Stands", "Figures", "Men 1:25"));
        if (us) {
            head.add("Men 1:20 (US)");
        }
        if (spain) {
            head.add("Men 1:30 (Spain)");
        }
        List<List<String>> rows = new ArrayList<>();
        String crews = Organisation.GUNS_PER_CASTING + " guns, " + Organisation.MEN_PER_GUN_SECTION + " men";
        for (Organisation.Level l : Organisation.LEVELS) {
            rows.add(strengths(l.name(), String.valueOf(l.stands()), String.valueOf(l.figures()), String.valueOf(l.men(FigureRatio.STANDARD_MEN)),
                    us ? String.valueOf(l.men(FigureRatio.US_MEN)) : null, spain ? String.valueOf(l.men(FigureRatio.SPANISH_MEN)) : null));
        }
        rows.add(strengths("gun section (one casting)", "1", "3 crew", crews, us ? crews : null, spain ? crews : null));
        rows.add(strengths("machine-gun section", "1", "3 crew", crews, us ? crews : null, spain ? crews : null));
        List<String> rounds = new ArrayList<>();
        for (Side side : scenario.sides()) {
            rounds.add(side.name() + ": " + Options.rounds(scenario, side.nation()) + " rounds of fire a unit.");
        }
        String figure = ratio == FigureRatio.BY_NATION
                ? "In this scenario a US figure is " + FigureRatio.US_MEN + " men, a Spanish figure " + FigureRatio.SPANISH_MEN
                        + " and any other army's " + FigureRatio.STANDARD_MEN + "."
                : "A figure is " + FigureRatio.STANDARD_MEN + " men in every army.";
        boolean cavalry = scenario.sides().stream().flatMap(side -> side.units().stream()).anyMatch(u -> u.type().equals("cavalry"));
        String guns = fire().has(UnitType::isMachineGun) ? "a gun or machine gun" : "a gun";
        List<String> bullets = new ArrayList<>(List.of(
                figure + " Crews are " + FigureRatio.CREW_MEN + " men a figure.",
                "A stand of three figures is a platoon; two make a company; four companies and a command stand of three "
                        + "figures make a battalion. The standard company" + (cavalry ? " and cavalry squadron are " : " is ")
                        + Organisation.COMPANY_MEN + " men" + (ratio == FigureRatio.BY_NATION
                                // the men make the figures, at each army's own ratio: "six figures are 180 Spaniards" read against a roster's
                                // "150 men · 5 figs" as a contradiction, and "150 men" against six figures of 20 before that
                                ? "; here a unit has the figures its men make at its own army's ratio." : ".")));
        if (fire().anyGuns()) {
            bullets.add("A casting is two guns; " + guns + " needs " + Organisation.MEN_TO_WORK_A_GUN + " men to fire.");
        }
        if (cavalry) {
            bullets.add("Cavalry that starts mounted and fights on foot leaves a quarter of its men holding the horses.");
        }
        return new Section("Scale and organisation", List.of(
                new Bullets(bullets),
                new Table(head, rows,
                        "Paper strengths. A scenario's units may be worn down or larger."),
                new Bullets(rounds)));
    }

    /** A row of the paper strengths, its cells for a ratio the scenario does not play (null) left out. */
    private static List<String> strengths(String... cells) {
        return java.util.Arrays.stream(cells).filter(java.util.Objects::nonNull).toList();
    }

    Section turn() {
        return new Section("The turn: both sides at once", List.of(new Chart.Steps(TurnSequence.PHASES)));
    }

    Section movement() {
        List<List<String>> rows = new ArrayList<>();
        List<String> types = scenario.sides().stream().flatMap(side -> side.units().stream()).map(u -> u.type()).distinct().toList();
        boolean commanders = scenario.sides().stream().anyMatch(side -> side.hq().isPresent());
        boolean woods = scenario.hasKind("woods") || scenario.hasKind("jungle");
        for (UnitType t : UnitType.values()) {
            // only the kinds of unit this scenario fields
            if (types.stream().anyMatch(w -> UnitType.of(w).filter(t::equals).isPresent()) || t == UnitType.GENERAL && commanders) {
                rows.add(List.of(t.label(), t.lineMove() == 0 ? "—" : t.lineMove() + "\"", t.columnMove() + "\""));
            }
        }
        if (types.contains("cavalry")) {
            rows.add(List.of("Cavalry on foot", UnitType.DISMOUNTED_LINE + "\"", UnitType.DISMOUNTED_COLUMN + "\""));
        }
        return new Section("Movement", List.of(
                new Table(List.of("Unit", "In line", "In column or limbered"), rows, ""),
                new Bullets(Movement.rules(woods))));
    }

    /** How losses are shared, naming what shares them only where the scenario fields more than rifles. */
    private String shareLosses() {
        String share = "hare the men lost among every enemy unit in the firer's arc that it could fire at, as evenly as possible, "
                + "odd men to the nearest first.";
        HatFireChart fire = fire();
        List<String> kinds = new ArrayList<>(List.of(fire.carbines() ? "Rifles, carbines" : "Rifles"));
        if (fire.has(UnitType::isArtillery)) {
            kinds.add("guns");
        }
        if (fire.has(UnitType::isMachineGun)) {
            kinds.add("machine guns");
        }
        if (kinds.size() == 1) {
            return "S" + share;
        }
        return String.join(", ", kinds.subList(0, kinds.size() - 1)) + " and " + kinds.get(kinds.size() - 1) + " alike: s" + share;
    }

    Section losses() {
        return new Section("Losses and officers", List.of(new Bullets(List.of(
                shareLosses(),
                "Units in the path of a charge may fire to support their side if they neither moved nor changed formation this turn.",
                "An officer with a unit is hit on 9-10 of a ten-sided die (" + Odds.officerHit() + "); a brigadier hit costs his brigade "
                        + "10% morale, the commander the whole army.",
                "Write each unit's losses on the roster every turn and take off a figure for each full figure's worth of men."))));
    }

    Section morale() {
        List<List<String>> classes = new ArrayList<>();
        for (TroopClass c : presentClasses()) {
            classes.add(List.of(c.label(), c.morale() + "%", c.blackPowder() ? "yes" : ""));
        }
        List<List<String>> mods = new ArrayList<>();
        boolean machineGuns = fire().has(UnitType::isMachineGun);
        for (Modifier m : Morale.MODIFIERS) {
            if (m != Morale.MACHINE_GUN_FIRE || machineGuns) {
                mods.add(List.of(m.when(), m.signed() + "%"));
            }
        }
        List<List<String>> results = new ArrayList<>();
        for (Morale.Result r : Morale.RESULTS) {
            results.add(List.of(r.range(), r.name(), r.effect()));
        }
        return new Section("Morale", List.of(
                new Para("A unit tests " + String.join("; ", Morale.WHEN) + ". Roll percentile dice: at or under its morale it "
                        + "passes; otherwise the amount it fails by gives the result."),
                new Table(List.of("Class", "Morale", "Black powder"), classes,
                        classes.size() < TroopClass.values().length ? "Troop classes in this scenario." : "Troop classes."),
                new Table(List.of("Modifier", "Morale"), mods, "Modifiers add up."),
                new Table(List.of("Failed by", "Result", "What happens"), results, "")));
    }

    /** The classes of the scenario's units, else of its armies' nations, else all six: the aid lists no army that is not there. */
    private List<TroopClass> presentClasses() {
        LinkedHashSet<TroopClass> units = new LinkedHashSet<>();
        LinkedHashSet<TroopClass> nations = new LinkedHashSet<>();
        for (TroopClass c : TroopClass.values()) {
            for (Side side : scenario.sides()) {
                if (side.units().stream().anyMatch(u -> Troops.troopClass(u, side.nation()).filter(c::equals).isPresent())) {
                    units.add(c);
                }
                if (c.nations().contains(side.nation())) {
                    nations.add(c);
                }
            }
        }
        return List.copyOf(!units.isEmpty() ? units : !nations.isEmpty() ? nations : List.of(TroopClass.values()));
    }

    Section moraleOdds() {
        List<List<String>> rows = new ArrayList<>();
        for (int m = 130; m >= 30; m -= 10) {
            Odds.Test t = Odds.moraleTest(m);
            List<String> row = new ArrayList<>(List.of(m + "%", t.pass().percent()));
            t.failures().forEach(f -> row.add(f.percent()));
            rows.add(row);
        }
        List<String> header = new ArrayList<>(List.of("Morale", "Passes"));
        Morale.RESULTS.forEach(r -> header.add(r.name()));
        return new Section("Chance of each morale result", List.of(new Table(header, rows,
                "Exact for percentile dice (1-100). A morale of 100% or more never fails.")));
    }

    Section melee() {
        int[][] ratios = {{1, 1}, {5, 4}, {3, 2}, {2, 1}, {3, 1}, {4, 1}};
        List<List<String>> rows = new ArrayList<>();
        for (int[] r : ratios) {
            rows.add(List.of(r[0] + " : " + r[1], Odds.melee(r[0], 0, r[1], 0).percent(),
                    Odds.melee(r[0], Melee.FAILED_MORALE_DIE, r[1], 0).percent(), Odds.melee(r[0], 0, r[1], Melee.FAILED_MORALE_DIE).percent()));
        }
        return new Section("Melee", List.of(
                new Bullets(List.of(
                        "Only units with an order to charge may fight; others that touch draw back to " + Melee.NO_ORDER_STANDOFF
                                + "\" apart.",
                        "Each side multiplies its men by an average die; 1 off the die for troops that failed their test to charge "
                                + "or stood instead of fleeing. The higher total wins.",
                        "The loser loses " + Melee.LOSER_PERCENT + "% of its men and routs to the rear at double move; the winner loses "
                                + Melee.WINNER_PERCENT_OF_LOSER + "% of the loser's strength and halts or pursues half a move.",
                        "A unit hit in flank or rear, or caught in column of route, loses the melee outright: " + Melee.FLANKED_LOSER_PERCENT
                                + "% of its men, and the winner " + Melee.WINNER_PERCENT_OF_LOSER + "% of the loser's. It is flanked when the "
                                + "charging line overlaps it and a figure reaches past its rear.",
                        "Units in works, buildings, forts or towns have no flanks.")),
                new Table(List.of("Our men : theirs", "Even dice", "Ours −1", "Theirs −1"), rows,
                        "Exact chance that we win, ties rolled again.")));
    }

    Section orders() {
        return new Section("Orders and the roster", List.of(new Bullets(WrittenOrders.RULES)));
    }

    Section terrain() {
        List<List<String>> rows = new ArrayList<>();
        for (TerrainKind k : TerrainKinds.all()) {
            if (scenario.hasKind(k.word())) {
                rows.add(List.of(Words.plain(k.word()), k.cover().label(), shell(k), k.going().label(), k.noFlanks() ? "none" : ""));
            }
        }
        return new Section("Terrain", List.of(new Table(List.of("Terrain", "Cover", "Shell", "Movement", "Flanks"), Table.alikeJoined(rows),
                "Terrain in this scenario.")));
    }

    /** What the ground adds to a shell's die, as the artillery's modifiers give it: buildings +1, works −2. */
    private static String shell(TerrainKind k) {
        String when = k.buildings() ? "target in buildings" : k.cover() == TerrainKind.Cover.WORKS ? "target in works" : "";
        return GunFire.SHELL.modifiers().stream().filter(m -> m.when().equals(when)).findFirst()
                .map(m -> (m.value() > 0 ? "+" : "−") + Math.abs(m.value())).orElse("");
    }

    Section interpretations() {
        return HouseInterpretations.section("Where the rules are silent or unclear we play them as follows.",
                Interpretations.ALL, scenario);
    }
}
