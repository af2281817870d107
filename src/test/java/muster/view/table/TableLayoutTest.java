package muster.view.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.MapDeriverTest;
import muster.view.Paper;
import muster.view.TextWidth;
import muster.view.map.MapView;
import org.junit.jupiter.api.Test;

class TableLayoutTest {

    static final Scenario SAN_JUAN = ScenarioLoader.load(Path.of("scenarios/san-juan-heights.yaml"), "san-juan-heights.yaml").scenario()
            .orElseThrow();

    static TableView layout(Paper paper, int scale) {
        Scenario s = MapDeriverTest.scenario();
        return TableLayout.layout(s, Checks.sheets(s), paper, scale);
    }

    static TableView layout(Scenario s, String paper, int scale) {
        return TableLayout.layout(s, Checks.sheets(s), TablePaper.parse(paper).orElseThrow(), Paper.LETTER, scale, false);
    }

    static double num(String s) {
        return Double.parseDouble(s);
    }

    @Test
    void theTrueScaleMapIs72PointsPerTableInch() {
        TableView t = layout(Paper.LETTER, 1);
        MapView.Frame f = t.maps().map().frame();
        // 72 x 48 table plus the 16 pt margin for grid letters on every side
        assertEquals(72 * 72 + 32, num(f.width()), 1e-6);
        assertEquals(48 * 72 + 32, num(f.height()), 1e-6);
        assertEquals(36 * 72 + 32, num(layout(Paper.LETTER, 2).maps().map().frame().width()), 1e-6);
        List<Double> xs = t.maps().map().bearings().grid().stream().filter(g -> g.x1().equals(g.x2())).map(g -> num(g.x1())).toList();
        for (int i = 1; i < xs.size(); i++) {
            assertEquals(432, xs.get(i) - xs.get(i - 1), 1e-6, "a grid square is 6 in, 432 pt");
        }
    }

    /** The Letter, A4, print shop and roll tilings of the test table and of San Juan Heights, at 1:1 and 1:2. */
    static List<TableView> tilings() {
        List<TableView> out = new ArrayList<>();
        for (int scale : new int[] {1, 2}) {
            for (Paper p : java.util.List.of(Paper.LETTER, Paper.A4)) {
                out.add(layout(p, scale));
            }
            for (String p : new String[] {"letter", "a4", "tabloid", "a3", "a0", "36in"}) {
                out.add(layout(SAN_JUAN, p, scale));
            }
        }
        return out;
    }

    @Test
    void sheetsMeetEdgeToEdgeAndEachPrintsABleedUnderItsNeighbour() {
        for (TableView t : tilings()) {
            String what = t.paper() + " 1:" + t.scale().ratio();
            MapView.Rect table = t.maps().map().frame().table();
            assertEquals(t.rows() * t.columns(), t.sheets().size(), what);
            for (TableView.Sheet s : t.sheets()) {
                TableView.Place shown = s.map().shown();
                TableView.Place window = s.map().window();
                if (s.column() == 1) {
                    assertEquals(num(table.x()), shown.x(), 1e-9, what);
                }
                if (s.row() == 1) {
                    assertEquals(num(table.y()), shown.y(), 1e-9, what);
                }
                if (s.column() == t.columns()) {
                    assertEquals(num(table.x()) + num(table.width()), shown.x() + shown.width(), 1e-6, what + " reaches the east edge");
                } else {
                    TableView.Sheet east = t.sheets().get(t.sheets().indexOf(s) + 1);
                    assertEquals(shown.x() + shown.width(), east.map().shown().x(), 1e-9, what + " " + s.name() + " meets its east neighbour");
                    assertEquals(shown.x() + shown.width() + Tiling.BLEED, window.x() + window.width(), 1e-9, "bleed under the neighbour");
                }
                if (s.row() < t.rows()) {
                    TableView.Sheet south = t.sheets().get(t.sheets().indexOf(s) + t.columns());
                    assertEquals(shown.y() + shown.height(), south.map().shown().y(), 1e-9, what);
                    assertEquals(shown.y() + shown.height() + Tiling.BLEED, window.y() + window.height(), 1e-9);
                }
                // the shown part starts at the printable corner of the page, and the window is drawn at its own size
                assertEquals(Tiling.MARGIN, s.map().content().x() + shown.x() - window.x(), 1e-9);
                assertEquals(Tiling.MARGIN, s.map().content().y() + shown.y() - window.y(), 1e-9);
                assertEquals(window.width(), s.map().content().width(), 1e-9);
                assertTrue(s.map().content().x() + s.map().content().width() <= t.page().width() - Tiling.MARGIN + 1e-9, what + " " + s.name());
                assertTrue(s.map().content().y() + s.map().content().height() <= t.page().height() - Tiling.MARGIN + 1e-9, what);
            }
            // one column or row fewer would not reach the far edge
            double step = t.page().width() - 2 * Tiling.MARGIN - Tiling.STRIP;
            assertTrue(t.columns() == 1 || (t.columns() - 2) * step + t.page().width() - 2 * Tiling.MARGIN < num(table.width()), what);
        }
    }

    @Test
    void aSixByFourTableOnAtMostFiftyLetterSheetsAndFourOfAZero() {
        assertTrue(layout(SAN_JUAN, "letter", 1).sheets().size() <= 50);
        assertEquals(50, layout(Paper.LETTER, 1).sheets().size());
        assertEquals(15, layout(Paper.LETTER, 2).sheets().size());
        assertTrue(layout(Paper.A4, 1).sheets().size() <= 49, "A4 turned sideways: 7 by 7");
        assertTrue(layout(SAN_JUAN, "a0", 1).sheets().size() <= 4);
        assertEquals(2, layout(SAN_JUAN, "36in", 1).sheets().size(), "two lengths of a 36 in roll");
    }

    @Test
    void ticksStandAtTheSameTablePointOnBothSidesOfEveryJoin() {
        TableView t = layout(Paper.LETTER, 1);
        for (TableView.Sheet a : t.sheets()) {
            for (TableView.Sheet b : t.sheets()) {
                boolean east = a.row() == b.row() && b.column() == a.column() + 1;
                boolean south = a.column() == b.column() && b.row() == a.row() + 1;
                if (east || south) {
                    List<double[]> aTicks = ticks(a);
                    List<double[]> bTicks = ticks(b);
                    long shared = aTicks.stream().filter(p -> bTicks.stream().anyMatch(q -> Math.abs(p[0] - q[0]) < 1e-6
                            && Math.abs(p[1] - q[1]) < 1e-6)).count();
                    assertEquals(2, shared, a.name() + " and " + b.name() + " share two ticks across their join");
                }
            }
        }
    }

    /** The middle of each tick, in map points. */
    private static List<double[]> ticks(TableView.Sheet s) {
        TableView.Place shown = s.map().shown();
        return s.overlay().lines().stream().filter(l -> l.role().equals("tick"))
                .map(l -> new double[] {(num(l.x1()) + num(l.x2())) / 2 - Tiling.MARGIN + shown.x(),
                    (num(l.y1()) + num(l.y2())) / 2 - Tiling.MARGIN + shown.y()}).toList();
    }

    @Test
    void everySheetCarriesItsNameAndACalibrationBarTickingEveryTableInch() {
        for (TableView t : tilings()) {
            int scale = t.scale().ratio();
            for (TableView.Sheet s : t.sheets()) {
                TableView.Strip captions = s.overlay().strips().stream().filter(k -> k.texts().stream().anyMatch(x -> x.text().equals(s.name())))
                        .findFirst().orElseThrow(() -> new AssertionError(s.name() + " has no name in its strips"));
                List<Double> majors = captions.lines().stream().filter(l -> l.x1().equals(l.x2()) && num(l.y2()) - num(l.y1()) == 7)
                        .map(l -> num(l.x1())).toList();
                assertEquals(StripCaptions.RULER_INCHES + 1, majors.size());
                for (int i = 1; i < majors.size(); i++) {
                    assertEquals(72.0 / scale, majors.get(i) - majors.get(i - 1), 0.01, "a table inch at 1:" + scale);
                }
            }
        }
    }

    /**
     * Nothing past the page; grid names wholly on the part of the table the sheet shows; a strip's
     * words, lines and cells within the strip, and the strip off the shown map.
     */
    @Test
    void everythingStaysOnItsPageAndNoWordIsCut() {
        for (TableView t : tilings()) {
            String what = t.paper() + " 1:" + t.scale().ratio();
            TableView.Place page = new TableView.Place(0, 0, t.page().width(), t.page().height());
            for (TableView.Sheet s : t.sheets()) {
                for (TableView.Line l : s.overlay().lines()) {
                    assertTrue(within(page, num(l.x1()), num(l.y1()), num(l.x2()), num(l.y2())), what + " " + s.name() + " " + l);
                }
                TableView.Place shown = s.map().shown();
                TableView.Place onPage = new TableView.Place(Tiling.MARGIN, Tiling.MARGIN, shown.width(), shown.height());
                assertTrue(!s.overlay().references().isEmpty(), what + " " + s.name() + " names no grid square");
                for (TableView.Text r : s.overlay().references()) {
                    double[] b = box(r);
                    assertTrue(within(onPage, b[0], b[1], b[2], b[3]), what + " " + s.name() + " cuts " + r.text());
                }
                for (TableView.Strip k : s.overlay().strips()) {
                    assertTrue(within(page, k.frame().x(), k.frame().y(), k.frame().x() + k.frame().width(), k.frame().y() + k.frame().height()),
                            what + " " + s.name() + " strip off the page");
                    boolean overMap = k.frame().x() < onPage.x() + onPage.width() - 1e-6 && k.frame().y() < onPage.y() + onPage.height() - 1e-6;
                    assertTrue(!overMap, what + " " + s.name() + " strip over the map: " + k.frame());
                    for (TableView.Text x : k.texts()) {
                        double[] b = box(x);
                        assertTrue(within(k, b[0], b[1], b[2], b[3]), what + " " + s.name() + " " + x.text());
                    }
                    for (TableView.Line l : k.lines()) {
                        assertTrue(within(k, num(l.x1()), num(l.y1()), num(l.x2()), num(l.y2())), what + " " + s.name() + " " + l);
                    }
                    for (TableView.Box b : k.boxes()) {
                        assertTrue(within(k, num(b.x()), num(b.y()), num(b.x()) + num(b.width()), num(b.y()) + num(b.height())), what + " " + b + " in " + k.frame());
                    }
                }
            }
        }
    }

    /** The box a line of text fills, in its face: west, north, east, south. */
    static double[] box(TableView.Text t) {
        TextWidth face = List.of("strip-name", "grid-ref", "index-title", "index-name").contains(t.role()) ? TextWidth.SANS_BOLD : TextWidth.SANS;
        double size = num(t.size());
        double width = face.of(t.text(), size);
        double west = num(t.x()) - (t.anchor().equals("middle") ? width / 2 : t.anchor().equals("end") ? width : 0);
        return new double[] {west, num(t.y()) - 0.95 * size, west + width, num(t.y()) + 0.25 * size};
    }

    private static boolean within(TableView.Place p, double x1, double y1, double x2, double y2) {
        // positions are written to a hundredth of a point
        double e = 0.011;
        return Math.min(x1, x2) >= p.x() - e && Math.max(x1, x2) <= p.x() + p.width() + e && Math.min(y1, y2) >= p.y() - e
                && Math.max(y1, y2) <= p.y() + p.height() + e;
    }

    /** Within a strip's frame, its own frame turned as the strip is. */
    private static boolean within(TableView.Strip k, double x1, double y1, double x2, double y2) {
        TableView.Place f = k.frame();
        if (!k.upward()) {
            return within(f, f.x() + x1, f.y() + y1, f.x() + x2, f.y() + y2);
        }
        // turned a quarter to the left about the frame's bottom left corner: along runs up, across runs right
        double bottom = f.y() + f.height();
        return within(f, f.x() + y1, bottom - x1, f.x() + y2, bottom - x2);
    }

    @Test
    void captionsTakeTheWordsThatFit() {
        String fits = StripCaptions.fitted(List.of("abc", "def"), TextWidth.SANS.of("abc · def", StripCaptions.NOTE_SIZE));
        assertEquals("abc · def", fits);
        assertEquals("abc", StripCaptions.fitted(List.of("abc", "def"), TextWidth.SANS.of("abc · de", StripCaptions.NOTE_SIZE)));
        assertEquals("", StripCaptions.fitted(List.of("abc"), 1));
    }
}
