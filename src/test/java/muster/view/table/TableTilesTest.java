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
import muster.view.map.MapOptions;
import muster.view.map.MapView;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Tiles worth printing, for every bundled scenario at 1:1 and 1:2: with --skip-blank, every sheet
 * left out holds nothing of the scenario (no terrain but open ground, no deployment line, no
 * victory location, read here from the scenario itself in table inches) and the index marks its
 * place "plain sheet"; every printed sheet names the grid squares it shows; every word on the
 * table's map is at least 14 points at 1:1 (7 at 1:2); victory locations are on the tiles.
 */
class TableTilesTest {

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
        double k = 72.0 / scale;
        List<String> printed = skipped.sheets().stream().map(TableView.Sheet::name).toList();
        List<String> plainMarks = new ArrayList<>();
        List<TableView.Text> texts = skipped.index().texts();
        for (int i = 0; i + 2 < texts.size(); i++) {
            if (texts.get(i + 1).text().equals("plain") && texts.get(i + 2).text().equals("sheet")) {
                plainMarks.add(texts.get(i).text());
            }
        }
        for (TableView.Sheet sheet : all.sheets()) {
            boolean left = !printed.contains(sheet.name());
            assertEquals(left, plainMarks.contains(sheet.name()), sheet.name() + " left out and marked plain on the index alike");
            if (left) {
                TableView.Place w = sheet.map().window();
                double[] inches = {(w.x() - TableLayout.EDGE) / k, s.table().depth() - (w.y() + w.height() - TableLayout.EDGE) / k,
                        (w.x() + w.width() - TableLayout.EDGE) / k, s.table().depth() - (w.y() - TableLayout.EDGE) / k};
                assertEquals(List.of(), inWindow(s, inches), sheet.name() + " is left out but holds these");
            }
        }
        MapView map = skipped.maps().map();
        for (TableView.Sheet sheet : skipped.sheets()) {
            TableView.Place w = sheet.map().window();
            boolean named = map.bearings().references().stream().flatMap(r -> r.lines().stream())
                    .anyMatch(l -> inside(Double.parseDouble(l.x()), Double.parseDouble(l.y()), w));
            assertTrue(named, sheet.name() + " names no grid square");
        }
        List<MapView.Words> words = new ArrayList<>(map.captions().labels());
        words.addAll(map.bearings().references());
        map.pieces().zones().forEach(z -> words.add(z.caption()));
        map.pieces().objectives().forEach(v -> words.add(v.caption()));
        for (MapView.Words ws : words) {
            if (!ws.lines().isEmpty()) {
                assertTrue(Double.parseDouble(ws.size()) >= MapOptions.TABLE_TEXT / scale - 1e-9, ws.lines().get(0).text() + " at " + ws.size());
            }
        }
        long located = s.victory().stream().filter(v -> v.at().isPresent() || v.feature().isPresent()).count();
        assertEquals(located, map.pieces().objectives().size(), "victory locations on the tiles");
    }

    private static boolean inside(double x, double y, TableView.Place w) {
        return x >= w.x() && x <= w.x() + w.width() && y >= w.y() && y <= w.y() + w.height();
    }

    /** What of the scenario lies in a window given in table inches (west, south, east, north). */
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
            List<Point> ring = new ArrayList<>(d.outline());
            ring.add(d.outline().get(0));
            if (meets(ring, false, win)) {
                out.add("deployment line of " + side.id());
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
