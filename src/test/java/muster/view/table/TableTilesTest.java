package muster.view.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Terrain;
import muster.scenario.load.ScenarioLoader;
import muster.view.Paper;
import muster.view.TextWidth;
import muster.view.map.MapOptions;
import muster.view.map.MapView;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Tiles worth printing, for every bundled scenario at 1:1 and 1:2: with --skip-blank, every sheet
 * left out holds nothing of the scenario (no terrain but open ground, no deployment line off the
 * table's edge, no victory location, read here from the scenario itself in table inches) and the
 * index marks its place blank, or holds only one area that covers it (not a hill) and the index names that ground; every sheet printed holds something (one of those, or words of
 * the map); every printed sheet names the grid squares it shows; every word on the table's map is
 * at least 14 points at 1:1 (7 at 1:2); victory locations are on the tiles.
 */
class TableTilesTest {

    /** How far ink reaches past a line or an outline (a trench's stroke), in points. */
    static final double REACH = 5;
    /** How far a spot's or a victory location's symbol reaches past its point, in points. */
    static final double SYMBOL = 7;

    static List<Path> bundled() throws IOException {
        try (Stream<Path> s = Files.list(Path.of("scenarios"))) {
            return s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> tiles() throws IOException {
        List<DynamicTest> out = new ArrayList<>();
        for (Path file : bundled()) {
            Scenario s = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
            for (int scale : new int[] {1, 2}) {
                out.add(DynamicTest.dynamicTest(file.getFileName() + " at 1:" + scale, () -> check(s, scale)));
            }
        }
        return out.stream();
    }

    private static void check(Scenario s, int scale) {
        TableView all = TableLayout.layout(s, Checks.sheets(s), Paper.LETTER, scale, false);
        TableView skipped = TableLayout.layout(s, Checks.sheets(s), Paper.LETTER, scale, true);
        assertEquals(all.rows() * all.columns(), all.sheets().size());
        assertEquals(skipped.rows() * skipped.columns(), skipped.sheets().size() + skipped.plain());
        double k = 72.0 / scale;
        List<String> printed = skipped.sheets().stream().map(TableView.Sheet::name).toList();
        List<TableView.Text> texts = skipped.index().texts();
        // the index outlines every sheet, row by row, those left out as blank
        List<TableView.Box> outlines = skipped.index().boxes();
        assertEquals(skipped.rows() * skipped.columns(), outlines.size());
        MapView map = skipped.maps().map();
        // every sheet of the tiling the skipping layout chose, printed or not
        Tiling.Grid grid = Tiling.grid(s.table().width() * k, s.table().depth() * k, skipped.page().width(), skipped.page().height());
        assertEquals(skipped.rows(), grid.down().count());
        assertEquals(skipped.columns(), grid.across().count());
        for (int r = 0; r < skipped.rows(); r++) {
            for (int c = 0; c < skipped.columns(); c++) {
                String name = TableLayout.name(r, c, skipped.columns());
                boolean left = !printed.contains(name);
                assertEquals(left, outlines.get(r * skipped.columns() + c).role().equals("index-plain"), name
                        + " left out and marked blank on the index alike");
                TableView.Place w = TableLayout.shown(grid, r, c);
                if (left) {
                    // nothing, or one ground that covers it all (a hill never: its level and edge matter), named in its place
                    double[] win = inches(s, w, REACH, k);
                    List<String> holds = new ArrayList<>(inWindow(s, win));
                    if (holds.removeIf(h -> h.startsWith("square deployment line"))) {
                        String notes = String.join(" ", texts.stream().filter(x -> x.role().equals("index-note")).map(TableView.Text::text).toList());
                        String number = name.substring("Sheet ".length());
                        assertTrue(java.util.regex.Pattern.compile("deployment line runs [^.]*\\b" + number
                                + "\\b[^.]*not printed: rule it in pencil on the sheets? laid in (its|their) place")
                                .matcher(notes).find(), name + " is left out across a deployment line the index does not place: " + notes);
                    }
                    List<String> ground = s.terrain().stream().filter(t -> holds.contains(t.id()) && t.shape() instanceof Shape.Outline
                            && !t.kind().equals("hill") && covers(t.shape().points(), win, s)).map(Terrain::kind).toList();
                    assertTrue(holds.isEmpty() || holds.size() == 1 && ground.size() == 1, name + " is left out but holds these: " + holds);
                    String mark = holds.isEmpty() ? "blank" : muster.view.Words.plain(ground.get(0));
                    TableView.Box box = outlines.get(r * skipped.columns() + c);
                    assertTrue(texts.stream().anyMatch(x -> x.text().equals(mark) && num(x.x()) > num(box.x())
                            && num(x.x()) < num(box.x()) + num(box.width()) && num(x.y()) > num(box.y())
                            && num(x.y()) < num(box.y()) + num(box.height())), name + " marked \"" + mark + "\" on the index");
                } else {
                    boolean words = wordsMeet(map, new TableView.Place(w.x() - REACH, w.y() - REACH, w.width() + 2 * REACH,
                            w.height() + 2 * REACH));
                    assertTrue(words || !inWindow(s, inches(s, w, REACH + SYMBOL, k)).isEmpty(), name + " is printed but holds only grid "
                            + "and open ground");
                }
            }
        }
        if (skipped.plain() > 0) {
            String index = texts.stream().map(TableView.Text::text).reduce("", (a, b) -> a + " " + b);
            assertTrue(index.contains(skipped.plain() + " saved"), "the index says how many sheets were saved: " + index);
        }
        for (TableView.Sheet sheet : skipped.sheets()) {
            assertTrue(!sheet.overlay().references().isEmpty(), sheet.name() + " names no grid square");
        }
        MapView full = TableLayout.layout(s, Checks.sheets(s), Paper.LETTER, scale, false).maps().map();
        assertEquals(List.of(), full.bearings().references(), "the sheets, not the map, name the grid squares");
        List<MapView.Words> words = new ArrayList<>(map.captions().labels());
        map.pieces().zones().forEach(z -> words.add(z.caption()));
        map.pieces().objectives().forEach(v -> words.add(v.caption()));
        for (MapView.Words ws : words) {
            if (!ws.lines().isEmpty()) {
                assertTrue(Double.parseDouble(ws.size()) >= MapOptions.TABLE_TEXT / scale - 1e-9, ws.lines().get(0).text() + " at " + ws.size());
            }
        }
        for (TableView.Sheet sheet : skipped.sheets()) {
            for (TableView.Text r : sheet.overlay().references()) {
                assertTrue(Double.parseDouble(r.size()) >= MapOptions.TABLE_TEXT / scale - 1e-9, r.text() + " at " + r.size());
            }
        }
        long located = s.victory().stream().filter(v -> v.at().isPresent() || v.feature().isPresent()).count();
        assertEquals(located, map.pieces().objectives().size(), "victory locations on the tiles");
    }

    /** A window of the map (points) grown by {@code pad} points, in table inches: west, south, east, north. */
    /** Whether the outline holds the whole window (west, south, east, north), the part of it on the table. */
    private static boolean covers(List<Point> p, double[] win, Scenario s) {
        double w = Math.max(win[0], 0.01);
        double so = Math.max(win[1], 0.01);
        double e = Math.min(win[2], s.table().width() - 0.01);
        double n = Math.min(win[3], s.table().depth() - 0.01);
        for (double[] c : new double[][] {{w, so}, {e, so}, {e, n}, {w, n}, {(w + e) / 2, (so + n) / 2}}) {
            boolean in = false;
            for (int i = 0, j = p.size() - 1; i < p.size(); j = i++) {
                if ((p.get(i).y() > c[1]) != (p.get(j).y() > c[1])
                        && c[0] < (p.get(j).x() - p.get(i).x()) * (c[1] - p.get(i).y()) / (p.get(j).y() - p.get(i).y()) + p.get(i).x()) {
                    in = !in;
                }
            }
            if (!in) {
                return false;
            }
        }
        return true;
    }

    private static double num(String v) {
        return Double.parseDouble(v);
    }

    private static double[] inches(Scenario s, TableView.Place w, double pad, double k) {
        double e = TableLayout.EDGE;
        return new double[] {(w.x() - pad - e) / k, s.table().depth() - (w.y() + w.height() + pad - e) / k, (w.x() + w.width() + pad - e) / k,
            s.table().depth() - (w.y() - pad - e) / k};
    }

    /** Whether any words of the map (names, zone and victory captions, edge notes) fall in the window, by the box their letters fill. */
    private static boolean wordsMeet(MapView map, TableView.Place w) {
        List<MapView.Words> words = new ArrayList<>(map.captions().labels());
        map.pieces().zones().forEach(z -> words.add(z.caption()));
        map.pieces().objectives().forEach(v -> words.add(v.caption()));
        for (MapView.Words ws : words) {
            for (MapView.TextLine t : ws.lines()) {
                double size = Double.parseDouble(ws.size());
                double width = TextWidth.SANS_BOLD.of(t.text(), size);
                double x = Double.parseDouble(t.x()) - (ws.anchor().equals("middle") ? width / 2 : ws.anchor().equals("end") ? width : 0);
                double y = Double.parseDouble(t.y());
                if (x + width >= w.x() && x <= w.x() + w.width() && y >= w.y() && y - size <= w.y() + w.height()) {
                    return true;
                }
            }
        }
        for (MapView.EdgeText n : map.captions().edgeNotes()) {
            double half = TextWidth.SANS_BOLD.of(n.text(), 7) / 2;
            double x = Double.parseDouble(n.x());
            double y = Double.parseDouble(n.y());
            double[] b = n.rotate().equals("0") ? new double[] {x - half, y - 7, x + half, y} : new double[] {x - 7, y - half, x + 7, y + half};
            if (b[2] >= w.x() && b[0] <= w.x() + w.width() && b[3] >= w.y() && b[1] <= w.y() + w.height()) {
                return true;
            }
        }
        return false;
    }

    private static boolean inside(double x, double y, TableView.Place w) {
        return x >= w.x() && x <= w.x() + w.width() && y >= w.y() && y <= w.y() + w.height();
    }

    /**
     * What of the scenario lies in a window given in table inches (west, south, east, north); a
     * deployment line along the table's edge is the edge.
     */
    static List<String> inWindow(Scenario s, double[] win) {
        List<String> out = new ArrayList<>();
        for (Terrain t : s.terrain()) {
            if (t.hidden() || t.kind().equals("open")) {
                continue;
            }
            Shape sh = t.shape();
            if (sh instanceof Shape.Spot sp ? in(sp.at(), win) : sh instanceof Shape.Path p ? meets(p.points(), false, win)
                    : meets(sh.points(), true, win)) {
                out.add(t.id());
            }
        }
        s.sides().forEach(side -> side.deploy().ifPresent(d -> {
            List<Point> ring = d.outline();
            for (int i = 0; i < ring.size(); i++) {
                Point a = ring.get(i);
                Point b = ring.get((i + 1) % ring.size());
                boolean edge = a.x() == b.x() && (a.x() == 0 || a.x() == s.table().width())
                        || a.y() == b.y() && (a.y() == 0 || a.y() == s.table().depth());
                if (!edge && meets(List.of(a, b), false, win)) {
                    // a line square to the table's edges is one a player can rule by measure
                    out.add((a.x() == b.x() || a.y() == b.y() ? "square " : "") + "deployment line of " + side.id());
                    return;
                }
            }
        }));
        s.victory().forEach(v -> v.at().filter(p -> in(p, win)).ifPresent(p -> out.add("victory location " + v.text())));
        return out;
    }

    private static boolean in(Point p, double[] w) {
        return p.x() >= w[0] && p.x() <= w[2] && p.y() >= w[1] && p.y() <= w[3];
    }

    private static boolean meets(List<Point> pts, boolean closed, double[] w) {
        int n = pts.size();
        for (int i = 0; i < n; i++) {
            if (in(pts.get(i), w)) {
                return true;
            }
            if (i > 0 || closed) {
                Point a = pts.get(i == 0 ? n - 1 : i - 1);
                Point b = pts.get(i);
                if (crosses(a, b, w)) {
                    return true;
                }
            }
        }
        return closed && containsWindow(pts, w);
    }

    private static boolean containsWindow(List<Point> poly, double[] w) {
        double x = (w[0] + w[2]) / 2;
        double y = (w[1] + w[3]) / 2;
        boolean in = false;
        for (int i = 0, j = poly.size() - 1; i < poly.size(); j = i++) {
            Point a = poly.get(i);
            Point b = poly.get(j);
            if ((a.y() > y) != (b.y() > y) && x < (b.x() - a.x()) * (y - a.y()) / (b.y() - a.y()) + a.x()) {
                in = !in;
            }
        }
        return in;
    }

    /** Whether segment a-b meets the window: an end inside, or it crosses one of the window's four sides. */
    private static boolean crosses(Point a, Point b, double[] w) {
        double[][] sides = {{w[0], w[1], w[2], w[1]}, {w[2], w[1], w[2], w[3]}, {w[2], w[3], w[0], w[3]}, {w[0], w[3], w[0], w[1]}};
        for (double[] e : sides) {
            if (intersect(a.x(), a.y(), b.x(), b.y(), e[0], e[1], e[2], e[3])) {
                return true;
            }
        }
        return false;
    }

    private static boolean intersect(double x1, double y1, double x2, double y2, double x3, double y3, double x4, double y4) {
        double d = (x2 - x1) * (y4 - y3) - (y2 - y1) * (x4 - x3);
        if (Math.abs(d) < 1e-12) {
            return false;
        }
        double t = ((x3 - x1) * (y4 - y3) - (y3 - y1) * (x4 - x3)) / d;
        double u = ((x3 - x1) * (y2 - y1) - (y3 - y1) * (x2 - x1)) / d;
        return t >= 0 && t <= 1 && u >= 0 && u <= 1;
    }
}
