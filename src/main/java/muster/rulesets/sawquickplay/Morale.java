package muster.rulesets.sawquickplay;

import muster.scenario.Formation;
import muster.scenario.Side;
import muster.scenario.Unit;

/**
 * Brigade and army morale. A brigade counts its bases lost (destroyed, dispersed, or pinned) as a
 * share of its bases, guerillas left out: at 50% it halts and may only defend, at 75% it leaves
 * the table. An army breaks when half its brigades have left, all-guerilla brigades left out.
 */
public final class Morale {

    public record Brigade(int bases, int haltsAt, int fleesAt, boolean ignored) {
    }

    public record Army(int brigades, int breaksAt) {
    }

    private Morale() {
    }

    public static int bases(Unit unit) {
        return unit.count().orElse(1);
    }

    /** Thresholds for {@code bases} counted bases: the smallest loss reaching 50% and 75%. */
    public static Brigade brigade(int bases) {
        if (bases == 0) {
            return new Brigade(0, 0, 0, true);
        }
        return new Brigade(bases, ceilShare(bases, 1, 2), ceilShare(bases, 3, 4), false);
    }

    public static Brigade brigade(Formation formation, String nation) {
        int counted = formation.units().stream()
                .filter(u -> !Guerillas.isGuerilla(u, nation))
                .mapToInt(Morale::bases)
                .sum();
        return brigade(counted);
    }

    public static Army army(Side side) {
        int counted = (int) side.formations().stream().filter(f -> !Guerillas.allGuerilla(f, side.nation())).count();
        return new Army(counted, counted == 0 ? 0 : ceilShare(counted, 1, 2));
    }

    /** The least whole number n with n / total >= num / den, in integers so no rounding creeps in. */
    static int ceilShare(int total, int num, int den) {
        return (total * num + den - 1) / den;
    }
}
