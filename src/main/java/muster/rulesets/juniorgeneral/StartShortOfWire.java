package muster.rulesets.juniorgeneral;

import java.util.Optional;
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
        super("JRG-013", Severity.NOTE, "an American unit that starts within " + (int) Wire.TOUCHING_INCHES
                + "\" of barbed wire has reached it, and may shoot from the first turn",
                "the text lets Americans fire once they reach the wire: a unit that starts at it fires from the first turn, and the pack says so");
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
                        report.note(u.at().get().span(), Optional.of(side.id()), u.displayName() + " starts at the wire (" + t.displayName()
                                + "): it may fire from the first turn.");
                        break;
                    }
                }
            }
        }
    }
}
