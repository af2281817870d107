package muster.rulesets.mexicanrevolution;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Geometry;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-013: trains run on rails: the scenario has a railway and every placed train stands on one. */
final class TrainsOnRailway extends BaseRule {

    TrainsOnRailway() {
        super("MXR-013", Severity.ERROR, "a train stands on a 'kind: railway' path (within 0.5\" of the line)",
                "the text's trains run on the line: a train off the rails cannot move");
    }

    @Override
    public void check(Scenario s, Report report) {
        List<Terrain> lines = s.terrain().stream().filter(t -> t.kind().equals("railway")).toList();
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (!u.type().equals("train")) {
                    continue;
                }
                if (lines.isEmpty()) {
                    report.at(u.spans().of("type"), "the train '" + u.id() + "' has no railway to run on",
                            "add a terrain feature of 'kind: railway' with its 'path'");
                    continue;
                }
                u.at().ifPresent(p -> {
                    double off = lines.stream().mapToDouble(l -> Geometry.distanceTo(p, l.shape())).min().orElse(0);
                    if (off > Trains.ON_LINE_INCHES) {
                        String nearest = lines.stream().min((a, b) -> Double.compare(Geometry.distanceTo(p, a.shape()),
                                Geometry.distanceTo(p, b.shape()))).map(Terrain::id).orElse("");
                        report.at(p.span(), "the train '" + u.id() + "' stands " + oneDecimal(off) + "\" off the nearest railway ('"
                                + nearest + "')", "put 'at' on the line: trains move only along the rails");
                    }
                });
            }
        }
    }

    /** Rounded up to a tenth, so a miss never reads as 0". */
    static String oneDecimal(double inches) {
        double up = Math.ceil(inches * 10 - 1e-9) / 10;
        return up == Math.rint(up) ? String.valueOf((long) up) : String.valueOf(up);
    }
}
