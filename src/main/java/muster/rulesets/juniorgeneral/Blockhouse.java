package muster.rulesets.juniorgeneral;

import java.util.List;
import muster.scenario.Geometry;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.Unit;

/**
 * The blockhouse: Spanish figures in it cannot be harmed by American fire and must be beaten in
 * melee; a figure defending it adds 1 in melee. The seed draws it as a model; a scenario gives it
 * as a spot, so muster reads "in the blockhouse" as standing within {@link #RADIUS_INCHES} of that
 * spot, and lets it hold {@link #CAPACITY} figures (see house reading "Blockhouse").
 */
public final class Blockhouse {

    public static final String KIND = "blockhouse";
    public static final double RADIUS_INCHES = 2.0;
    public static final int CAPACITY = 6;

    private Blockhouse() {
    }

    public static List<Terrain> all(Scenario s) {
        return s.terrain().stream().filter(t -> t.kind().equals(KIND)).toList();
    }

    /** Whether a unit starts in this blockhouse. */
    public static boolean inside(Unit unit, Terrain blockhouse) {
        return unit.at().map(p -> Geometry.distanceTo(p, blockhouse.shape()) <= RADIUS_INCHES + 1e-9).orElse(false);
    }

    /** Whether a unit starts in any blockhouse of the scenario. */
    public static boolean inAny(Scenario s, Unit unit) {
        return all(s).stream().anyMatch(b -> inside(unit, b));
    }

    /** The figures of a side that start in this blockhouse. */
    public static int figuresInside(Side side, Terrain blockhouse) {
        return side.units().stream().filter(u -> inside(u, blockhouse)).mapToInt(Figures::figures).sum();
    }
}
