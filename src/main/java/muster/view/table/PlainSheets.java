package muster.view.table;

import java.util.ArrayList;
import java.util.List;
import muster.view.map.Clip;
import muster.view.map.MapView;
import muster.view.table.TableView.Place;

/**
 * Which sheets hold only open ground: nothing of the table map falls in their window (overlap
 * strips included) but the grid, its square names and the table's tint. Such a sheet may be left
 * out and a plain sheet of paper laid in its place. Areas, lines, spots, crests, zones, victory
 * locations, names and edge notes all count, each by its outline or, for words, a box round them.
 */
final class PlainSheets {

    private PlainSheets() {
    }

    static boolean plain(MapView map, Place w) {
        for (MapView.Area a : map.ground().areas()) {
            if (!a.kind().equals("open") && polygonMeets(points(a.points()), w)) {
                return false;
            }
        }
        List<String> lines = new ArrayList<>();
        map.ground().lines().forEach(l -> lines.add(l.points()));
        map.ground().crests().forEach(l -> lines.add(l.points()));
        map.pieces().zones().forEach(z -> lines.add(z.points() + " " + z.points().split(" ")[0]));
        for (String l : lines) {
            if (polylineMeets(points(l), w)) {
                return false;
            }
        }
        for (MapView.Spot s : map.ground().spots()) {
            if (boxMeets(num(s.x()) - 6, num(s.y()) - 6, num(s.x()) + 6, num(s.y()) + 6, w)) {
                return false;
            }
        }
        for (MapView.Symbol v : map.pieces().objectives()) {
            if (boxMeets(num(v.x()) - 7, num(v.y()) - 7, num(v.x()) + 7, num(v.y()) + 7, w)) {
                return false;
            }
        }
        List<MapView.Words> words = new ArrayList<>(map.captions().labels());
        map.pieces().zones().forEach(z -> words.add(z.caption()));
        map.pieces().objectives().forEach(v -> words.add(v.caption()));
        for (MapView.Words ws : words) {
            double size = ws.size().isEmpty() ? 8 : num(ws.size());
            for (MapView.TextLine t : ws.lines()) {
                double half = 0.7 * size * t.text().length();
                if (boxMeets(num(t.x()) - half, num(t.y()) - size, num(t.x()) + half, num(t.y()) + size / 3, w)) {
                    return false;
                }
            }
        }
        for (MapView.EdgeText n : map.captions().edgeNotes()) {
            double reach = 0.7 * 7 * n.text().length();
            if (boxMeets(num(n.x()) - reach, num(n.y()) - reach, num(n.x()) + reach, num(n.y()) + reach, w)) {
                return false;
            }
        }
        return true;
    }

    private static double num(String s) {
        return Double.parseDouble(s);
    }

    private static double[][] points(String text) {
        String[] pts = text.trim().split("\\s+");
        double[][] out = new double[pts.length][];
        for (int i = 0; i < pts.length; i++) {
            String[] xy = pts[i].split(",");
            out[i] = new double[] {num(xy[0]), num(xy[1])};
        }
        return out;
    }

    private static boolean inside(double x, double y, Place w) {
        return x >= w.x() && x <= w.x() + w.width() && y >= w.y() && y <= w.y() + w.height();
    }

    private static boolean boxMeets(double x1, double y1, double x2, double y2, Place w) {
        return x2 >= w.x() && x1 <= w.x() + w.width() && y2 >= w.y() && y1 <= w.y() + w.height();
    }

    private static boolean polylineMeets(double[][] p, Place w) {
        for (int i = 0; i < p.length; i++) {
            if (inside(p[i][0], p[i][1], w)) {
                return true;
            }
            if (i > 0 && segmentMeets(p[i - 1], p[i], w)) {
                return true;
            }
        }
        return false;
    }

    /** A polygon meets the window when an edge runs into it or the window lies inside the polygon. */
    private static boolean polygonMeets(double[][] p, Place w) {
        double[][] closed = java.util.Arrays.copyOf(p, p.length + 1);
        closed[p.length] = p[0];
        return polylineMeets(closed, w) || contains(p, w.x() + w.width() / 2, w.y() + w.height() / 2);
    }

    private static boolean contains(double[][] p, double x, double y) {
        boolean in = false;
        for (int i = 0, j = p.length - 1; i < p.length; j = i++) {
            if ((p[i][1] > y) != (p[j][1] > y) && x < (p[j][0] - p[i][0]) * (y - p[i][1]) / (p[j][1] - p[i][1]) + p[i][0]) {
                in = !in;
            }
        }
        return in;
    }

    /** Whether the segment from a to b runs through the window or touches it. */
    private static boolean segmentMeets(double[] a, double[] b, Place w) {
        double[] t = Clip.interval(a[0], a[1], b[0], b[1], w.x(), w.y(), w.x() + w.width(), w.y() + w.height());
        return t != null && t[0] <= t[1];
    }
}
