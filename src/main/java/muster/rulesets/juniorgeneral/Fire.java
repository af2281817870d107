package muster.rulesets.juniorgeneral;

/**
 * Shooting as the seed gives it: everything is always in range; one die a figure. A Spanish die
 * of 5 pins an American figure and a 6 eliminates one. Americans hit on a 6; of all their hits in
 * a shooting phase half, rounded up, are pins and the rest kills (pooled: see
 * house reading "Half the hits"). Machine guns and Gatlings hit on a 6 too.
 */
public final class Fire {

    /** A Spanish die showing this pins one American figure. */
    public static final int SPANISH_PIN = 5;
    /** A Spanish die showing this eliminates one American figure. */
    public static final int SPANISH_KILL = 6;
    /** Americans, machine guns and Gatlings hit on this. */
    public static final int HIT = 6;

    private Fire() {
    }

    /** Of {@code hits} American hits, the pins: half, rounded up. */
    public static int usPins(int hits) {
        return (hits + 1) / 2;
    }

    /** Of {@code hits} American hits, the kills: what the pins leave. */
    public static int usKills(int hits) {
        return hits - usPins(hits);
    }
}
