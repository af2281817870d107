package muster.view.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.view.MapDeriverTest;
import muster.view.Paper;
import org.junit.jupiter.api.Test;

class TableLayoutTest {

    static TableView layout(Paper paper, int scale) {
        Scenario s = MapDeriverTest.scenario();
        return TableLayout.layout(s, Checks.sheets(s), paper, scale);
    }

    static double mapWidth(TableView t) {
        return Double.parseDouble(t.maps().map().frame().width());
    }

    static double mapHeight(TableView t) {
        return Double.parseDouble(t.maps().map().frame().height());
    }

    @Test
    void theTrueScaleMapIs72PointsPerTableInch() {
        TableView t = layout(Paper.LETTER, 1);
        // 72 x 48 table plus the 16 pt margin for grid letters on every side
        assertEquals(72 * 72 + 32, mapWidth(t), 1e-6);
        assertEquals(48 * 72 + 32, mapHeight(t), 1e-6);
        assertEquals(36 * 72 + 32, mapWidth(layout(Paper.LETTER, 2)), 1e-6);
    }

    @Test
    void sheetsCoverTheWholeMapAndNeighboursShareExactlyTheOverlap() {
        for (Paper paper : Paper.values()) {
            for (int scale : new int[] {1, 2}) {
                TableView t = layout(paper, scale);
                assertEquals(t.rows() * t.columns(), t.sheets().size());
                TableView.Place last = t.sheets().get(t.sheets().size() - 1).map().window();
                assertTrue(last.x() + last.width() >= mapWidth(t), paper + " 1:" + scale + " misses the east edge");
                assertTrue(last.y() + last.height() >= mapHeight(t), paper + " 1:" + scale + " misses the south edge");
                for (TableView.Sheet a : t.sheets()) {
                    for (TableView.Sheet b : t.sheets()) {
                        TableView.Place wa = a.map().window();
                        TableView.Place wb = b.map().window();
                        if (a.row() == b.row() && b.column() == a.column() + 1) {
                            assertEquals(TableLayout.OVERLAP, wa.x() + wa.width() - wb.x(), 1e-9);
                            assertEquals(wa.y(), wb.y(), 1e-9);
                        }
                        if (a.column() == b.column() && b.row() == a.row() + 1) {
                            assertEquals(TableLayout.OVERLAP, wa.y() + wa.height() - wb.y(), 1e-9);
                        }
                    }
                }
                TableView.Place first = t.sheets().get(0).map().window();
                assertEquals(0, first.x(), 1e-9);
                assertEquals(0, first.y(), 1e-9);
                // one sheet fewer in either direction would not reach the far edge
                assertTrue((t.columns() - 1) * (first.width() - TableLayout.OVERLAP) + TableLayout.OVERLAP < mapWidth(t)
                        || t.columns() == 1);
            }
        }
    }

    @Test
    void registrationMarksSitAtTheSameMapPointOnBothNeighbours() {
        TableView t = layout(Paper.LETTER, 1);
        TableView.Sheet a = t.sheets().get(0);
        TableView.Sheet b = t.sheets().get(1);
        List<double[]> aMarks = a.overlay().marks().stream().map(m -> toMap(a, m)).toList();
        List<double[]> bMarks = b.overlay().marks().stream().map(m -> toMap(b, m)).toList();
        long shared = aMarks.stream().filter(p -> bMarks.stream().anyMatch(q -> Math.abs(p[0] - q[0]) < 1e-6
                && Math.abs(p[1] - q[1]) < 1e-6)).count();
        assertEquals(2, shared, "the strip between R1·C1 and R1·C2 carries two marks seen on both sheets");
    }

    private static double[] toMap(TableView.Sheet s, TableView.Mark m) {
        return new double[] {Double.parseDouble(m.x()) - s.map().content().x() + s.map().window().x(),
            Double.parseDouble(m.y()) - s.map().content().y() + s.map().window().y()};
    }

    @Test
    void theCalibrationRulerTicksEveryTableInchAtTheMapScale() {
        for (int scale : new int[] {1, 2}) {
            TableView.Sheet s = layout(Paper.A4, scale).sheets().get(0);
            List<Double> majors = s.overlay().ruler().stream().skip(1)
                    .filter(l -> Double.parseDouble(l.y2()) - Double.parseDouble(l.y1()) == 8)
                    .map(l -> Double.parseDouble(l.x1())).toList();
            assertEquals(TableLayout.RULER_INCHES + 1, majors.size());
            assertEquals(TableLayout.RULER_INCHES * 72.0 / scale, majors.get(majors.size() - 1) - majors.get(0), 0.01);
        }
    }

    /**
     * Letter portrait shows 561.6 x 650.2 pt of map per sheet (margins 0.35 in, header 0.32 in,
     * footer 0.95 in), so a 72 x 48 table (5216 x 3488 pt with its grid margin) needs
     * ceil((5216 - 28.8) / 532.8) = 10 columns and ceil((3488 - 28.8) / 621.4) = 6 rows at 1:1,
     * and 5 x 3 at 1:2. A4 (landscape wins there) needs 9 x 7 at 1:1.
     */
    @Test
    void sheetsForASixByFourTable() {
        assertEquals(60, layout(Paper.LETTER, 1).sheets().size());
        assertEquals(15, layout(Paper.LETTER, 2).sheets().size());
        // A4 is narrower and taller: landscape wins there, 9 rows of 7
        TableView a4 = layout(Paper.A4, 1);
        assertEquals(9, a4.rows());
        assertEquals(7, a4.columns());
        assertEquals(18, layout(Paper.A4, 2).sheets().size());
    }
}
