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

    TargetsOnKnownPositions() {
        super("SAW-006", Severity.ERROR, "a pre-spotted target that names a feature names a known position: "
                + String.join(", ", TerrainKinds.knownPositions()) + "; a point the scenario designates is one by definition",
                "the text makes known positions spotted (blockhouses, trenches, towns, crossroads...) and asks the scenario to designate them; a hill or a jungle is none");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Target t : s.targets()) {
            t.feature().flatMap(s::feature).filter(x -> !isKnown(x)).ifPresent(x -> report.at(t.spans().of("feature"),
                    "'" + x.id() + "' is a " + x.kind() + ", not a position artillery knows before the battle",
                    "pre-spotted targets are " + String.join(", ", TerrainKinds.knownPositions())
                            + ", or a point you designate with 'at:' and 'label:'"));
        }
    }

    static boolean isKnown(Terrain t) {
        return TerrainKinds.of(t.kind()).map(TerrainKind::knownPosition).orElse(false);
    }
}
