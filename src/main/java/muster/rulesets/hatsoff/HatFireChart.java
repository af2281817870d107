package muster.rulesets.hatsoff;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.function.Predicate;
import muster.rules.Fraction;
import muster.rules.UnitWords;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.view.Chart.Block;
import muster.view.Chart.Bullets;
import muster.view.Chart.Para;
import muster.view.Chart.Section;
import muster.view.Chart.Table;

/** The Hatsoff chart's sections on fire: rifles and carbines, their ready reckoner, artillery and machine guns, batteries. */
record HatFireChart(Scenario scenario, UnitWords<UnitType, Weapon> words) {

    /** Modified die scores the ready reckoners cover: the average die 2-5 with up to +3 in modifiers. */
    static final int TOP_SCORE = 8;
    /** The ready reckoner lists at least this many full fifties, more when a unit of the scenario has more. */
    static final int MIN_FIFTIES = 12;

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
        boolean carbines = carbines();
        return new Section(carbines ? "Rifle and carbine fire" : "Rifle fire", List.of(
                new Bullets(List.of(
                        "Each unit fires once, after all movement, at the nearest enemy: to its front first, its flanks next, up to "
                                + SmallArms.ARC_BEYOND_FLANK_DEGREES + "° beyond either flank.",
                        "Not over friends on the same level; over friends on a lower level once they are more than "
                                + SmallArms.FIRE_OVER_LOWER_FRIENDS_BEYOND + "\" away.",
                        "Men lost = (average die + modifiers) × full 50s of men firing × the band's factor. Modifiers add up.",
                        "Assault columns count only their lead company's full 50s; columns of route do not fire.",
                        roundsLine(),
                        "Black-powder units (National Guard, Spanish militia, insurrectos) firing from cover put a cotton puff before them.")),
                new Table(List.of("Band", "Range", "In woods", "Losses"), bands, carbines ? "Rifles and carbines alike." : ""),
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

    /** The guns' fire: shell and canister where the scenario has artillery, machine guns' where it has some (both if neither). */
    Section guns() {
        boolean artillery = has(UnitType::isArtillery);
        boolean machineGuns = has(UnitType::isMachineGun);
        boolean both = artillery == machineGuns;
        List<GunFire> fires = Arrays.stream(GunFire.values()).filter(f -> both || f.machineGun() == machineGuns).toList();
        List<String> header = new ArrayList<>(List.of("Modified die"));
        fires.forEach(f -> header.add(f.label()));
        List<List<String>> perGun = new ArrayList<>();
        for (int score = 1; score <= TOP_SCORE; score++) {
            List<String> row = new ArrayList<>(List.of(String.valueOf(score)));
            for (GunFire f : fires) {
                row.add(String.valueOf(f.losses(score, 1)));
            }
            perGun.add(row);
        }
        List<String> modHeader = new ArrayList<>(List.of("Modifier"));
        fires.stream().filter(f -> f != GunFire.MG_FAR).forEach(f -> modHeader.add(f == GunFire.MG_CLOSE ? "Machine gun" : f.label()));
        List<List<String>> mods = new ArrayList<>();
        for (String when : List.of("target in column", "target in buildings", "target in cover", "enfilade", "target in works")) {
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
            List<String> row = new ArrayList<>(List.of(f.label(), reach(f)));
            for (int g : new int[] {2, 4, 6}) {
                row.add(Odds.guns(f, g, 0).describe());
            }
            averages.add(row);
        }
        List<String> bullets = new ArrayList<>();
        List<String> factors = new ArrayList<>();
        if (both || artillery) {
            bullets.add("Batteries fire by section (a casting, two guns), once a turn after movement, within "
                    + GunFire.BATTERY_ARC_DEGREES + "° either side of straight ahead.");
            bullets.add("Not over friends on the same level; over friends on a lower level at least "
                    + GunFire.FIRE_OVER_LOWER_FRIENDS_FROM + "\" away.");
            factors.add("shell 1 to " + GunFire.SHELL.toInches() + "\", canister 5 within " + GunFire.CANISTER.toInches() + "\"");
        }
        if (both || machineGuns) {
            factors.add("machine guns 5 to " + GunFire.MG_CLOSE.toInches() + "\" and 3 beyond, to " + GunFire.MG_FAR.toInches() + "\"");
        }
        bullets.add("Men lost = guns firing × (average die + modifiers) × the factor: " + String.join("; ", factors) + ". The average die "
                + "rolls " + faces() + ".");
        return new Section(both ? "Artillery and machine guns" : artillery ? "Artillery" : "Machine guns", List.of(
                new Bullets(bullets),
                new Table(header, perGun, "Men lost for each gun firing; multiply by the guns."),
                new Table(modHeader, mods, "Modifiers to the die."),
                new Table(List.of("Fire", "Range", "2 guns", "4 guns", "6 guns"), averages,
                        "Fewest-most men lost with no modifiers, and the exact average.")));
    }

    /** Whether a unit of the scenario carries a carbine. */
    boolean carbines() {
        return scenario.sides().stream().flatMap(side -> side.units().stream()).anyMatch(u -> words.weapon(u).filter(Weapon.CARBINE::equals).isPresent());
    }

    /** Whether the scenario fields a battery or a machine gun: without one, the sheets leave the guns out. */
    boolean anyGuns() {
        return has(UnitType::isArtillery) || has(UnitType::isMachineGun);
    }

    /** Whether a unit of the scenario is of a {@code kind}. */
    boolean has(Predicate<UnitType> kind) {
        return scenario.sides().stream().flatMap(side -> side.units().stream()).anyMatch(u -> words.type(u).map(kind::test).orElse(false));
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

    /** "up to 72\"" for fire from the muzzle, "over 12 to 36\"" for a band beyond it. */
    private static String reach(GunFire f) {
        return (f.fromInches() == 0 ? "up to " : "over " + f.fromInches() + " to ") + f.toInches() + "\"";
    }
}
