package muster.rulesets.sawquickplay;

import java.util.List;
import java.util.Optional;
import muster.scenario.Unit;

/**
 * The paper organisations of the seed: how many bases a full-strength unit fields. Guidance
 * only: attrition made every real order of battle different, so the seed counts 1 base per 150
 * men of a real roster.
 */
public final class Organisations {

    public static final int MEN_PER_BASE = 150;

    public record Paper(String nation, String type, boolean light, int bases, String name) {
    }

    static final List<Paper> PAPER = List.of(
            new Paper("us", "cavalry", false, 3, "US cavalry regiment"),
            new Paper("us", "infantry", false, 4, "US infantry battalion"),
            new Paper("spain", "cavalry", false, 4, "Spanish cavalry regiment"),
            new Paper("spain", "infantry", false, 4, "Spanish line infantry battalion"),
            new Paper("spain", "infantry", true, 6, "Spanish rifle or light infantry battalion"));

    private Organisations() {
    }

    public static List<Paper> all() {
        return PAPER;
    }

    public static Optional<Paper> paper(Unit unit, String nation) {
        boolean light = unit.hasTag("light");
        return PAPER.stream()
                .filter(p -> p.nation().equals(nation) && p.type().equals(unit.type()) && p.light() == light)
                .findFirst();
    }

    /** A base stands for about this many men at least and at most (seed: "approximately 100-200 men"). */
    public static final int FEWEST_MEN_A_BASE = 100;
    public static final int MOST_MEN_A_BASE = 200;

    /** The fewest bases {@code men} make at the most men a base stands for, never fewer than one. */
    public static int fewestBases(int men) {
        return Math.max(1, (men + MOST_MEN_A_BASE - 1) / MOST_MEN_A_BASE);
    }

    /** The most bases {@code men} make at the fewest men a base stands for, never fewer than one. */
    public static int mostBases(int men) {
        return Math.max(1, men / FEWEST_MEN_A_BASE);
    }

    /** Bases for a real strength: one per 150 men, rounded to the nearest, never fewer than one. */
    public static int basesFor(int men) {
        return Math.max(1, (int) Math.round(men / (double) MEN_PER_BASE));
    }
}
