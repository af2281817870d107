package muster.rulesets.mexicanrevolution;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Terrain;
import muster.source.Severity;

/** MXR-020: a building is gridded in 1" squares, so it is drawn with a floor plan that holds at least one. */
final class BuildingGrid extends BaseRule {

    BuildingGrid() {
        super("MXR-020", Severity.WARNING, "a building is drawn with an 'outline' whose 1\" grid holds at least one square",
                "the text burns buildings square by square on a 1\" grid; a building too small or without a floor plan leaves the grid to draw by hand");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (!t.kind().equals("building")) {
                continue;
            }
            if (t.shape() instanceof Shape.Spot) {
                report.at(t.spans().of("at"), "the building '" + t.id() + "' has no floor plan to divide into 1\" squares",
                        "draw it with 'outline', e.g. a 2\" x 3\" rectangle of corners");
                continue;
            }
            List<Point> outline = t.shape().points();
            // an outline off the table is COM-004's finding: no grid is laid on it
            if (outline.size() < 3 || Math.abs(Geometry.signedArea(outline)) < 1e-6 || !outline.stream().allMatch(s.table()::contains)) {
                continue;
            }
            if (Buildings.squares(outline) == 0) {
                report.at(t.spans().of("outline"), "the building '" + t.id() + "' is too small to hold a 1\" square",
                        "make it at least 1\" wide and 1\" deep");
            }
        }
    }
}
