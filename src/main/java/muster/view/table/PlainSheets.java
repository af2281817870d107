package muster.view.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import muster.view.TextWidth;
import muster.view.map.Clip;
import muster.view.map.MapView;
import muster.view.table.TableView.Place;

/**
 * Which sheets may be left out: nothing of the table map shows in the part of the table they show but
 * the grid, the names of its squares, the table's edge (a deployment line along the edge counts as the
 * edge), a deployment line square to the edges (ruled by measure, {@link ZoneLines}) and at most one
 * area of cover that holds the whole sheet. A blank sheet of paper, or one coloured as that cover, is
 * laid in its place. Other areas, lines, spots, crests, slanting zone lines, victory locations, names
 * and edge notes all count, each by its outline or, for words, the box their letters fill (measured as
 * bold, the wider face).
 */
final class PlainSheets {

    /** The map's edge notes, in points (map.css). */
    static final double NOTE_SIZE = 7;

    private PlainSheets() {
    }

    /** The areas a sheet may show alone and still be left out, a sheet coloured or written on in its place. */
    static final Set<String> GROUNDS = Set.of("jungle", "woods", "field", "rough", "marsh");

    /** How far the broadest stroke on the table's map (a trench's or a work's) reaches past its line, in points. */
    static final double REACH = 5;

    /**
     * What a sheet that may be left out shows: "" for grid and open ground, or the kind of the one area it lies wholly
     * inside ("jungle") when nothing else of the map shows there; empty when the sheet must be printed. Only cover that a
     * coloured sheet stands for is such a ground ({@link #GROUNDS}): a hill's level, a town's streets, a work's lines matter
     * to play and are printed.
     */
    static Optional<String> ground(MapView map, Place shown) {
        Place w = new Place(shown.x() - REACH, shown.y() - REACH, shown.width() + 2 * REACH, shown.height() + 2 * REACH);
        // the sheet itself within the area: an edge that only grazes its border (within a stroke's reach) leaves it whole
        Place inside = onTable(new Place(shown.x() + 1, shown.y() + 1, shown.width() - 2, shown.height() - 2), map.frame().table());
        String kind = "";
        for (MapView.Area a : map.ground().areas()) {
            if (a.kind().equals("open") || !polygonMeets(points(a.points()), w)) {
                continue;
            }
            if (!kind.isEmpty() || !GROUNDS.contains(a.kind()) || !wholly(points(a.points()), inside)) {
                return Optional.empty();
            }
            kind = a.kind();
        }
        return rest(map, w) ? Optional.of(kind) : Optional.empty();
    }

    /** The part of the window on the table, a point inside its edges: an area drawn to the table's edge covers it. */
    private static Place onTable(Place w, MapView.Rect table) {
        double x1 = Math.max(w.x(), num(table.x()) + 0.5);
        double y1 = Math.max(w.y(), num(table.y()) + 0.5);
        double x2 = Math.min(w.x() + w.width(), num(table.x()) + num(table.width()) - 0.5);
        double y2 = Math.min(w.y() + w.height(), num(table.y()) + num(table.height()) - 0.5);
        return new Place(x1, y1, x2 - x1, y2 - y1);
    }

    /** Whether the window lies wholly inside the polygon: its corners inside, and no edge of the polygon through it. */
    private static boolean wholly(double[][] p, Place w) {
        double[][] corners = {{w.x(), w.y()}, {w.x() + w.width(), w.y()}, {w.x() + w.width(), w.y() + w.height()}, {w.x(), w.y() + w.height()}};
        for (double[] c : corners) {
            if (!contains(p, c[0], c[1])) {
                return false;
            }
        }
        double[][] closed = Arrays.copyOf(p, p.length + 1);
        closed[p.length] = p[0];
        return !polylineMeets(closed, w);
    }

    /** Whether nothing but areas shows in the window: no line, crest, zone edge, spot, objective, name or edge note. */
    private static boolean rest(MapView map, Place w) {
        List<String> lines = new ArrayList<>();
        map.ground().lines().forEach(l -> lines.add(l.points()));
        map.ground().crests().forEach(l -> lines.add(l.points()));
        for (String l : lines) {
            if (polylineMeets(points(l), w)) {
                return false;
            }
        }
        for (MapView.Zone z : map.pieces().zones()) {
            double[][] p = points(z.points());
            for (int i = 0; i < p.length; i++) {
                double[] a = p[i];
                double[] b = p[(i + 1) % p.length];
                // a line square to the table's edges is ruled by measure on a sheet left out (ZoneLines tells where)
                if (!alongEdge(a, b, map.frame().table()) && !ZoneLines.square(a, b) && polylineMeets(new double[][] {a, b}, w)) {
                    return false;
                }
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
        // a zone's name alone does not keep a sheet: the index's overview names each zone
        List<MapView.Words> words = new ArrayList<>(map.captions().labels());
        map.pieces().objectives().forEach(v -> words.add(v.caption()));
        for (MapView.Words ws : words) {
            for (MapView.TextLine t : ws.lines()) {
                double[] b = wordBox(num(t.x()), num(t.y()), t.text(), ws.anchor(), num(ws.size()));
                if (boxMeets(b[0], b[1], b[2], b[3], w)) {
                    return false;
                }
            }
        }
        for (MapView.EdgeText n : map.captions().edgeNotes()) {
            double half = TextWidth.SANS_BOLD.of(n.text(), NOTE_SIZE) / 2;
            double x = num(n.x());
            double y = num(n.y());
            boolean level = n.rotate().equals("0");
            if (level ? boxMeets(x - half, y - NOTE_SIZE, x + half, y + 2, w) : boxMeets(x - NOTE_SIZE, y - half, x + NOTE_SIZE, y + half, w)) {
                return false;
            }
        }
        return true;
    }

    /** Whether a deployment line from a to b runs along the table's edge, where it adds nothing to the edge itself. */
    static boolean alongEdge(double[] a, double[] b, MapView.Rect table) {
        double x0 = num(table.x());
        double y0 = num(table.y());
        double x1 = x0 + num(table.width());
        double y1 = y0 + num(table.height());
        return (on(a[0], x0) && on(b[0], x0)) || (on(a[0], x1) && on(b[0], x1)) || (on(a[1], y0) && on(b[1], y0))
                || (on(a[1], y1) && on(b[1], y1));
    }

    private static boolean on(double v, double edge) {
        return Math.abs(v - edge) < 0.01;
    }

    /** The box (west, north, east, south) of a line of words set at {@code size} from its anchor on the baseline. */
    static double[] wordBox(double x, double y, String text, String anchor, double size) {
        double width = TextWidth.SANS_BOLD.of(text, size);
        double west = switch (anchor) {
            case "middle" -> x - width / 2;
            case "end" -> x - width;
            default -> x;
        };
        return new double[] {west, y - 0.95 * size, west + width, y + 0.25 * size};
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

    static boolean boxMeets(double x1, double y1, double x2, double y2, Place w) {
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
        double[][] closed = Arrays.copyOf(p, p.length + 1);
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
