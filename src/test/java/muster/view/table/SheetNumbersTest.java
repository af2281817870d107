package muster.view.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.Paper;
import muster.view.TextWidth;
import muster.view.map.MapView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * On the table overview a sheet's number stands off the buildings, forts and marks of its part of
 * the table (at d0f2c98 Torreón's "24" sat on a block of buildings and "27" on a fort, each set at
 * its sheet's middle).
 */
class SheetNumbersTest {

    @ParameterizedTest
    @ValueSource(strings = {"scenarios/torreon-1914.yaml", "scenarios/el-caney.yaml", "scenarios/san-juan-heights.yaml",
            "scenarios/las-guasimas.yaml", "scenarios/teddys-wild-ride.yaml", "src/test/resources/authors/mexican-revolution-2.yaml"})
    void noSheetNumberStandsOnABuildingOrAFort(String file) {
        Scenario s = ScenarioLoader.load(Path.of(file), file).scenario().orElseThrow();
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            TableView t = TableLayout.layout(s, Checks.sheets(s), paper, 1, true);
            TableView.Place at = t.index().overviewAt();
            MapView overview = t.maps().overview();
            List<Path2D> solid = new ArrayList<>();
            for (MapView.Area a : overview.ground().areas()) {
                if (a.kind().equals("building") || a.kind().equals("fort")) {
                    solid.add(NumberSpot.polygon(a.points(), at.x(), at.y(), true));
                }
            }
            List<String> on = new ArrayList<>();
            for (TableView.Text n : t.index().texts()) {
                if (!n.role().equals("index-name")) {
                    continue;
                }
                double size = Double.parseDouble(n.size());
                double w = TextWidth.SANS_BOLD.of(n.text(), size);
                Rectangle2D box = new Rectangle2D.Double(Double.parseDouble(n.x()) - w / 2, Double.parseDouble(n.y()) - 0.7 * size, w, 0.7 * size);
                // a corner of a number on a wall still reads; a fifth of it on the dark fill does not
                if (solid.stream().anyMatch(p -> covered(p, box) > 0.2)) {
                    on.add(n.text());
                }
                for (MapView.Spot spot : overview.ground().spots()) {
                    if (box.contains(at.x() + Double.parseDouble(spot.x()), at.y() + Double.parseDouble(spot.y()))) {
                        on.add(n.text() + " on " + spot.kind());
                    }
                }
            }
            assertEquals(List.of(), on, file + " on " + paper.cssName());
        }
    }

    /** The share of the box that the polygon covers, as the polygon's bounds clipped to it: an upper bound. */
    private static double covered(Path2D p, Rectangle2D box) {
        java.awt.geom.Area a = new java.awt.geom.Area(p);
        a.intersect(new java.awt.geom.Area(box));
        Rectangle2D b = a.getBounds2D();
        return b.isEmpty() ? 0 : b.getWidth() * b.getHeight() / (box.getWidth() * box.getHeight());
    }
}
