package muster.rules.common;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** Facing is a compass bearing. */
public final class FacingInRange extends BaseRule {

    public FacingInRange() {
        super("COM-011", Severity.ERROR, "facing is a compass bearing from 0 (north) up to but not including 360");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                u.facing().filter(f -> f < 0 || f >= 360).ifPresent(f -> report.at(u.spans().of("facing"),
                        "the facing of '" + u.id() + "' is " + InsideTable.fmt(f) + " degrees",
                        "use 0 for north, 90 east, 180 south, 270 west"));
            }
        }
    }
}
