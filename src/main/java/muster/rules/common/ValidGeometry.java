package muster.rules.common;

import java.util.HashSet;
import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.source.Severity;
import muster.source.Span;

/** Areas have three or more corners and some area; lines have two or more points. */
public final class ValidGeometry extends BaseRule {

    public ValidGeometry() {
        super("COM-005", Severity.ERROR,
                "an outline has 3 or more distinct corners enclosing some area; a path or crest has 2 or more distinct points",
                "an area needs three corners and a line two points before it can be drawn or measured");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (t.shape() instanceof Shape.Outline o) {
                area(report, o.points(), t.spans().of("outline"), "outline of '" + t.id() + "'");
            } else if (t.shape() instanceof Shape.Path p) {
                line(report, p.points(), t.spans().of("path"), "path of '" + t.id() + "'");
            }
            if (t.spans().has("crest")) {
                line(report, t.crest(), t.spans().of("crest"), "crest of '" + t.id() + "'");
            }
        }
        for (Side side : s.sides()) {
            side.deploy().ifPresent(z -> area(report, z.outline(), z.spans().of("outline"), "deployment zone of '" + side.id() + "'"));
            for (Formation f : side.formations()) {
                f.orders().filter(o -> o.spans().has("path"))
                        .ifPresent(o -> line(report, o.path(), o.spans().of("path"), "order path of '" + f.id() + "'"));
            }
        }
    }

    private static void area(Report report, List<Point> pts, Span span, String what) {
        if (distinct(pts) < 3) {
            report.at(span, "the " + what + " has " + distinct(pts) + " distinct corner(s); an area needs at least 3",
                    "list the corners in order, e.g. [[0,0],[10,0],[10,6]]");
        } else if (Math.abs(Geometry.signedArea(pts)) < 1e-6) {
            report.at(span, "the " + what + " encloses no area (its corners lie on one line)", "move a corner off the line");
        }
    }

    private static void line(Report report, List<Point> pts, Span span, String what) {
        if (distinct(pts) < 2) {
            report.at(span, "the " + what + " has " + distinct(pts) + " distinct point(s); a line needs at least 2",
                    "give both ends, e.g. [[0,30],[72,26]]");
        }
    }

    private static int distinct(List<Point> pts) {
        HashSet<String> seen = new HashSet<>();
        pts.forEach(p -> seen.add(p.x() + "," + p.y()));
        return seen.size();
    }
}
