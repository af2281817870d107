package muster.rulesets.mexicanrevolution;

import java.util.ArrayList;
import java.util.List;

/**
 * Unit morale. A unit that lost a figure in the preceding turn rolls 2D6: −1 for each quarter of
 * the unit lost, +1 with a general attached, +1 in hard cover with no figure in close combat. The
 * losses that bring each −1, and the half that makes any failure fatal, are worked out per unit
 * size here so cards and rosters print them.
 */
public final class Morale {

    /** Each quarter of a unit lost is −1 on its morale dice. */
    public static final int PER_QUARTER_LOST = -1;
    public static final int GENERAL_ATTACHED = 1;
    public static final int HARD_COVER_NOT_IN_COMBAT = 1;
    /** The range of total modifiers a test can have: three quarters lost at worst, both bonuses at best. */
    public static final int LOWEST_MODIFIER = 3 * PER_QUARTER_LOST;
    public static final int HIGHEST_MODIFIER = GENERAL_ATTACHED + HARD_COVER_NOT_IN_COMBAT;

    /** The figures lost at which a unit of {@code figures} reaches each quarter (index 0 = first quarter) and half. */
    public record Thresholds(int figures, List<Integer> quarters, int half) {
        public Thresholds {
            quarters = List.copyOf(quarters);
        }
    }

    private Morale() {
    }

    /**
     * For a unit of {@code figures}: the least losses n with n / figures at or above k/4 for k = 1, 2, 3
     * (whole numbers only, so no rounding creeps in), and the least losses reaching one half. Crew
     * drafted from other units are not counted as losses.
     */
    public static Thresholds thresholds(int figures) {
        List<Integer> q = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            q.add(ceilShare(figures, k, 4));
        }
        return new Thresholds(figures, q, ceilShare(figures, 1, 2));
    }

    /** The morale modifier for {@code lost} of {@code figures}: −1 per whole quarter lost. */
    public static int lossModifier(int figures, int lost) {
        if (figures <= 0) {
            return 0;
        }
        return PER_QUARTER_LOST * (int) Math.min(3, (4L * lost) / figures);
    }

    static int ceilShare(int total, int num, int den) {
        return (total * num + den - 1) / den;
    }
}
