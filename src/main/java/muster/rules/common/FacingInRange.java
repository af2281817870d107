package muster.rules.common;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** Facing is a compass bearing; 360 is north, as a wargamer writes it. */
public final class FacingInRange extends BaseRule {

    public FacingInRange() {
        super("COM-011", Severity.ERROR, "facing is a compass bearing from 0 to 360 (both north)",
                "the design notes give facing in compass degrees; a bearing outside the compass points nowhere");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                u.facing().filter(f -> f < 0 || f > 360).ifPresent(f -> report.at(u.spans().of("facing"),
                        "the facing of '" + u.id() + "' is " + InsideTable.fmt(f) + " degrees",
                        "use 0 (or 360) for north, 90 east, 180 south, 270 west"));
            }
        }
    }
}
