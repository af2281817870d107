package muster.rules.common;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Geometry;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** A side's units start inside its deployment zone, when it has one. */
public final class InsideDeployZone extends BaseRule {

    public InsideDeployZone() {
        super("COM-010", Severity.WARNING,
                "units placed with 'at' stand inside their side's deployment zone, when the side has one",
                "the scenario's own deployment zone says where its side sets up; a unit outside it contradicts the file");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            side.deploy().filter(z -> z.outline().size() >= 3).ifPresent(zone -> {
                for (Unit u : side.units()) {
                    u.at().filter(p -> Geometry.distanceTo(p, new Shape.Outline(zone.outline())) > 1e-6)
                            .ifPresent(p -> report.at(p.span(), "the unit '" + u.id() + "' starts outside the deployment zone of '" + side.id() + "'",
                                    "move it inside the zone, or widen the zone if the scenario places it there on purpose"));
                }
            });
        }
    }
}
