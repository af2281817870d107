package muster.rulesets.splendidlittlewar;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/** SLW-013: the table has plenty of cover (jungle or woods), some of it along the table edges. */
final class CoverOnTable extends BaseRule {

    /** Cover this close to a table edge counts as at the edge. */
    static final double EDGE = 6;
    static final List<String> GREEN = List.of("jungle", "woods");

    CoverOnTable() {
        super("SLW-013", Severity.WARNING, "the table has jungle or woods, some of it within " + (int) EDGE + "\" of a table edge",
                "the text: the fighting space should have ample cover (jungle), especially at the edge");
    }

    @Override
    public void check(Scenario s, Report report) {
        List<Terrain> green = s.terrain().stream().filter(t -> GREEN.contains(t.kind())).toList();
        if (green.isEmpty()) {
            report.at(s.spans().of("terrain"), "the table has no jungle or woods; the rules expect plenty of cover",
                    "add jungle, above all along the table edges");
            return;
        }
        boolean edge = green.stream().flatMap(t -> t.shape().points().stream()).anyMatch(p -> nearEdge(s, p));
        if (!edge) {
            report.at(green.get(0).spans().self(), "no jungle or woods comes within " + (int) EDGE + "\" of a table edge",
                    "the rules want cover above all at the edges of the field");
        }
    }

    private static boolean nearEdge(Scenario s, Point p) {
        double w = s.table().width();
        double d = s.table().depth();
        return p.x() <= EDGE || p.y() <= EDGE || w - p.x() <= EDGE || d - p.y() <= EDGE;
    }
}
