package muster.rulesets.hatsoff;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import muster.rules.Fraction;
import muster.rules.HouseReadings;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.view.Chart.Block;
import muster.view.Chart.Bullets;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.Chart.Table;
import muster.view.Chart;
import muster.view.HouseInterpretations;
import muster.view.Words;

/** The sections of the Hatsoff player aid and appendix, in our own words, with losses and odds worked out exactly. */
record HatChart(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    /** Modified die scores the ready reckoners cover: the average die 2-5 with up to +3 in modifiers. */
    static final int TOP_SCORE = 8;
    /** The ready reckoner lists at least this many full fifties, more when a unit of the scenario has more. */
    static final int MIN_FIFTIES = 12;

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
                        + " and any other army's " + FigureRatio.STANDARD_MEN + ", which brings understrength American and full "
                        + "Spanish companies close to six figures each."
                : "A figure is " + FigureRatio.STANDARD_MEN + " men in every army.";
        return new Section("Scale and organisation", List.of(
                new Bullets(List.of(
                        figure + " Gun and machine-gun crews are " + FigureRatio.CREW_MEN + " men a figure.",
                        "A stand of three figures is a platoon; two make a company; four companies and a command stand of three "
                                + "figures make a battalion. The standard company and cavalry squadron are " + Organisation.COMPANY_MEN
                                + " men.",
                        "A casting is two guns; a gun or machine gun needs " + Organisation.MEN_TO_WORK_A_GUN + " men to fire.",
                        "Cavalry that starts mounted and fights on foot leaves a quarter of its men holding the horses.")),
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
                new Table(List.of("Unit", "In line", "In column or limbered"), rows, "House rates."),
                new Bullets(Movement.RULES)));
    }

    Section smallArms() {
        List<List<String>> bands = new ArrayList<>();
        for (SmallArms.Band b : SmallArms.BANDS) {
            bands.add(List.of(b.name(), b.from() + "-" + b.to() + "\"", b.inWoods().from() + "-" + b.inWoods().to() + "\"",
                    "× " + b.factor().mixed()));
        }
        List<List<String>> mods = new ArrayList<>();
        for (Modifier m : SmallArms.FIRER) {
            mods.add(List.of(m.when(), m.signed()));
        }
        for (Modifier m : SmallArms.TARGET) {
            mods.add(List.of(m.when(), m.signed()));
        }
        return new Section("Rifle and carbine fire", List.of(
                new Bullets(List.of(
                        "Each unit fires once, after all movement, at the nearest enemy: to its front first, its flanks next, up to "
                                + SmallArms.ARC_BEYOND_FLANK_DEGREES + "° beyond either flank.",
                        "Not over friends on the same level; over friends on a lower level once they are more than "
                                + SmallArms.FIRE_OVER_LOWER_FRIENDS_BEYOND + "\" away.",
                        "Men lost = (average die + modifiers) × full 50s of men firing × the band's factor. Modifiers add up.",
                        "Assault columns count only their lead company's full 50s; columns of route do not fire.",
                        roundsLine(),
                        "Black-powder units (National Guard, Spanish militia, insurrectos) firing from cover put a cotton puff before them.")),
                new Table(List.of("Band", "Range", "In woods", "Losses"), bands, "Rifles and carbines alike."),
                new Table(List.of("Modifier", "Die"), mods, "Firer's and target's modifiers both count.")));
    }

    /** The rounds each army brings in this scenario: the text's most, or the scenario's own numbers where it sets fewer. */
    private String roundsLine() {
        List<String> armies = new ArrayList<>();
        for (Side side : scenario.sides()) {
            int n = Options.rounds(scenario, side.nation());
            if (n != Organisation.MAX_ROUNDS) {
                armies.add(side.name() + " " + n);
            }
        }
        String tick = ": tick one on its card each turn it fires.";
        return armies.isEmpty() ? "Infantry has at most " + Organisation.MAX_ROUNDS + " rounds of fire in a game" + tick
                : "Rounds of fire in a game: " + String.join(", ", armies) + ", the others " + Organisation.MAX_ROUNDS + tick;
    }

    Section reckoner() {
        int top = Math.max(MIN_FIFTIES, scenario.sides().stream().flatMap(s -> s.units().stream().map(u -> HatUnit.of(scenario, words, s, u)))
                .filter(HatUnit::troops).mapToInt(h -> h.strength().fifties()).max().orElse(0));
        List<String> header = new ArrayList<>();
        header.add("Full 50s");
        for (int score = 1; score <= TOP_SCORE; score++) {
            header.add("die " + score);
        }
        header.add("Avg, no mods");
        List<List<String>> rows = new ArrayList<>();
        for (int n = 1; n <= top; n++) {
            List<String> row = new ArrayList<>();
            row.add(String.valueOf(n));
            for (int score = 1; score <= TOP_SCORE; score++) {
                List<String> cell = new ArrayList<>();
                for (SmallArms.Band b : SmallArms.BANDS) {
                    cell.add(String.valueOf(SmallArms.losses(score, n, b)));
                }
                row.add(String.join("/", cell));
            }
            List<String> avg = new ArrayList<>();
            for (SmallArms.Band b : SmallArms.BANDS) {
                avg.add(Odds.smallArms(n, b, 0).mean().mixed());
            }
            row.add(String.join(" / ", avg));
            rows.add(row);
        }
        return new Section("Men lost to rifle fire", List.of(
                new Para("Average die: " + faces() + "; it averages " + Fraction.of(7, 2).mixed() + "."),
                new Table(header, rows, "Each cell: men lost at short / medium / long range for the modified die shown "
                        + "(0 or less: none). Medium and long are rounded to the nearest man, a half up. The last column is the exact "
                        + "average with no modifiers.")));
    }

    private static String faces() {
        List<String> out = new ArrayList<>();
        for (int face : new LinkedHashSet<>(Dice.AVERAGE_DIE)) {
            out.add(face + " (" + Dice.ways(face) + " in " + Dice.AVERAGE_DIE.size() + ")");
        }
        return String.join(", ", out);
    }

    Section guns() {
        List<GunFire> fires = List.of(GunFire.values());
        List<String> header = new ArrayList<>(List.of("Modified die", "Chance, no mods"));
        fires.forEach(f -> header.add(f.label()));
        List<List<String>> perGun = new ArrayList<>();
        for (int score = 1; score <= TOP_SCORE; score++) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(score), chanceOfScore(score)));
            for (GunFire f : fires) {
                row.add(String.valueOf(f.losses(score, 1)));
            }
            perGun.add(row);
        }
        List<String> modHeader = new ArrayList<>(List.of("Modifier"));
        fires.stream().filter(f -> f != GunFire.MG_FAR).forEach(f -> modHeader.add(f == GunFire.MG_CLOSE ? "Machine gun" : f.label()));
        List<List<String>> mods = new ArrayList<>();
        for (String when : List.of("target in column", "target in buildings", "target in soft cover", "enfilade", "target in works")) {
            List<String> row = new ArrayList<>(List.of(when));
            for (GunFire f : fires) {
                if (f != GunFire.MG_FAR) {
                    row.add(f.modifiers().stream().filter(m -> m.when().equals(when)).map(Modifier::signed).findFirst().orElse("—"));
                }
            }
            mods.add(row);
        }
        List<List<String>> averages = new ArrayList<>();
        for (GunFire f : fires) {
            List<String> row = new ArrayList<>(List.of(f.label(), "over " + f.fromInches() + " to " + f.toInches() + "\""));
            for (int g : new int[] {2, 4, 6}) {
                row.add(Odds.guns(f, g, 0).describe());
            }
            averages.add(row);
        }
        return new Section("Artillery and machine guns", List.of(
                new Bullets(List.of(
                        "Batteries fire by section (a casting, two guns), once a turn after movement, within "
                                + GunFire.BATTERY_ARC_DEGREES + "° either side of straight ahead.",
                        "Not over friends on the same level; over friends on a lower level at least "
                                + GunFire.FIRE_OVER_LOWER_FRIENDS_FROM + "\" away.",
                        "Men lost = guns firing × (average die + modifiers) × the factor: shell 1 to " + GunFire.SHELL.toInches()
                                + "\", canister 5 within " + GunFire.CANISTER.toInches() + "\"; machine guns 5 to "
                                + GunFire.MG_CLOSE.toInches() + "\" and 3 beyond, to " + GunFire.MG_FAR.toInches() + "\".")),
                new Table(header, perGun, "Men lost for each gun firing; multiply by the guns."),
                new Table(modHeader, mods, "Modifiers to the die."),
                new Table(List.of("Fire", "Range", "2 guns", "4 guns", "6 guns"), averages,
                        "Fewest-most men lost with no modifiers, and the exact average.")));
    }

    private static String chanceOfScore(int score) {
        int ways = Dice.ways(score);
        return ways == 0 ? "—" : ways + " in " + Dice.AVERAGE_DIE.size();
    }

    Section batteries() {
        List<List<String>> found = new ArrayList<>();
        for (int turns = 1; turns <= 4; turns++) {
            Fraction p = Odds.locatedWithin(turns);
            found.add(List.of(String.valueOf(turns), p.wholeOrFraction() + " (" + p.percent() + ")"));
        }
        List<List<String>> ammo = new ArrayList<>();
        for (int k : new int[] {5, 8, 10, 12, 15, 18}) {
            Fraction shell = Odds.tensAtLeast(Batteries.SHELL_DICE, k);
            Fraction canister = Odds.tensAtLeast(Batteries.CANISTER_DICE, k);
            ammo.add(List.of(String.valueOf(k), shell.percent(), canister.percent()));
        }
        List<Block> blocks = new ArrayList<>();
        List<String> bullets = List.of(
                "Counter-battery: one ten-sided die for each firing section. A 1 hits (" + Odds.counterBatteryHit(false).percent()
                        + "); against limbered guns 1-2 (" + Odds.counterBatteryHit(true).percent() + "). A hit silences a gun and kills "
                        + Batteries.MEN_LOST_PER_HIT + " men.",
                smokelessBattery()
                        ? "A target battery must be found first. American and insurrecto batteries put out a cotton puff after each shot and "
                                + "are found at once. For a Spanish battery the firer rolls an average die once a turn: 2 or 5 finds it ("
                                + Odds.locatePerTurn() + ")."
                        : "American and insurrecto batteries put out a cotton puff after each shot: the enemy finds them at once.",
                "Ammunition: before play each battery rolls " + Batteries.SHELL_DICE + "D10 for its rounds of shell (average "
                        + Odds.tensMean(Batteries.SHELL_DICE).mixed() + ") and " + Batteries.CANISTER_DICE + "D10 for canister (average "
                        + Odds.tensMean(Batteries.CANISTER_DICE).mixed() + ").");
        boolean ammunition = Options.artilleryAmmo(scenario);
        blocks.add(new Bullets(ammunition ? bullets : bullets.subList(0, 2)));
        if (smokelessBattery()) {
            blocks.add(new Table(List.of("Turns of trying", "Spanish battery found"), found, "Exact chance of a 2 or 5 in that many rolls."));
        }
        if (ammunition) {
            blocks.add(new Table(List.of("At least", "Shell (2D10)", "Canister (1D10)"), ammo, "Chance of starting with at least that many rounds."));
        }
        return new Section(ammunition ? "Batteries: counter-battery, finding guns, ammunition" : "Batteries: counter-battery, finding guns", blocks);
    }

    /** Whether a battery of the scenario fires smokeless powder (the Spaniards'): only such a one must be searched for. */
    private boolean smokelessBattery() {
        return scenario.sides().stream().anyMatch(side -> side.units().stream()
                .anyMatch(u -> Troops.type(u).map(UnitType::isArtillery).orElse(false) && !Troops.blackPowder(u, side.nation())));
    }

    Section losses() {
        return new Section("Losses and officers", List.of(new Bullets(List.of(
                "Rifles, guns and machine guns alike: share the men lost among every enemy unit in the firer's arc that it could "
                        + "fire at, as evenly as possible, odd men to the nearest first.",
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
        for (Modifier m : Morale.MODIFIERS) {
            mods.add(List.of(m.when(), m.signed() + "%"));
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
                rows.add(List.of(Words.plain(k.word()), k.cover().label(), k.buildings() ? "+1" : "", k.going().label(), k.noFlanks() ? "none" : ""));
            }
        }
        return new Section("Terrain", List.of(new Table(List.of("Terrain", "Cover", "Shell", "Movement", "Flanks"), Table.alikeJoined(rows),
                "Terrain in this scenario.")));
    }

    Section interpretations() {
        return HouseInterpretations.section("Where the rules are silent or unclear we play them as follows.",
                HouseReadings.concerning(Interpretations.ALL, scenario));
    }
}
