package muster.rulesets.juniorgeneral;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Geometry;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.source.Severity;

/** JRG-013: an American unit that starts touching the wire has reached it before the game begins. */
final class StartShortOfWire extends BaseRule {

    StartShortOfWire() {
        super("JRG-013", Severity.WARNING, "American units start more than " + (int) Wire.TOUCHING_INCHES
                + "\" from barbed wire, or they have reached it (and may shoot) before the first turn");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            if (!side.nation().equals(Figures.US)) {
                continue;
            }
            for (Unit u : side.units()) {
                if (u.at().isEmpty()) {
                    continue;
                }
                for (Terrain t : s.terrain()) {
                    if (t.kind().equals("barbed-wire") && Geometry.distanceTo(u.at().get(), t.shape()) <= Wire.TOUCHING_INCHES) {
                        report.at(u.at().get().span(), "'" + u.id() + "' starts at the wire '" + t.id()
                                        + "', so the Americans may shoot from the first turn",
                                "start it back from the wire: reaching it is what lets the Americans open fire");
                        break;
                    }
                }
            }
        }
    }
}
