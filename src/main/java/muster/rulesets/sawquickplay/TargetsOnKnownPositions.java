package muster.rulesets.sawquickplay;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Target;
import muster.scenario.Terrain;
import muster.source.Severity;

/** SAW-006: artillery may treat only known positions as spotted before play. */
final class TargetsOnKnownPositions extends BaseRule {

    /** How close a target given as a point must be to a known position. */
    static final double TOLERANCE = 1.0;

    TargetsOnKnownPositions() {
        super("SAW-006", Severity.ERROR, "a pre-spotted target is a known position: "
                + String.join(", ", TerrainKinds.knownPositions()) + " (a point target within 1\" of one)");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Target t : s.targets()) {
            if (t.feature().isPresent()) {
                Optional<Terrain> f = s.feature(t.feature().get());
                f.filter(x -> !isKnown(x)).ifPresent(x -> report.at(t.spans().of("feature"),
                        "'" + x.id() + "' is a " + x.kind() + ", not a position artillery knows before the battle",
                        "pre-spotted targets are " + String.join(", ", TerrainKinds.knownPositions())));
            } else if (t.at().isPresent()) {
                Point p = t.at().get();
                boolean near = s.terrain().stream().anyMatch(x -> isKnown(x) && Geometry.distanceTo(p, x.shape()) <= TOLERANCE);
                if (!near) {
                    report.at(p.span(), "the target " + t.label().map(l -> "'" + l + "' ").orElse("") + "is not on a known position",
                            "add the crossroads, building or work it marks as a terrain feature and name it with 'feature:'");
                }
            }
        }
    }

    static boolean isKnown(Terrain t) {
        return TerrainKinds.of(t.kind()).map(TerrainKind::knownPosition).orElse(false);
    }
}
