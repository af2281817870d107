package muster.view.table;

import java.awt.BasicStroke;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import muster.view.map.MapView;

/**
 * Where a sheet's number stands on the table overview: at the middle of its part of the table
 * unless a building, a fort, a mark or a line lies there, then at the clearest of the places on a
 * grid inside it, the nearest the middle of those equally clear. Ground that fills whole sheets
 * (hills, fields) counts for little: a number on it still reads.
 */
final class NumberSpot {

    /** How much a square point of each kind hides a number drawn over it; kinds not named count nothing. */
    private static final Map<String, Double> WEIGHT = Map.of("building", 8.0, "fort", 8.0, "town", 1.5, "woods", 1.0,
            "jungle", 1.0, "marsh", 0.5, "rough", 0.5, "hill", 0.2, "field", 0.2);
    private static final double SPOT = 4;
    private static final double LINE = 3;
    /** A place off the middle is taken only when it hides this much less (in weighted square points). */
    private static final double BETTER = 8;
    /** The places tried: a grid of this many parts each way across the sheet's part of the table. */
    private static final int STEPS = 8;

    private record Weighted(Area shape, Rectangle2D bounds, double weight) {
    }

    private final List<Weighted> things = new ArrayList<>();

    /** The overview's ground, moved to where the overview stands on the page. */
    NumberSpot(MapView overview, double left, double top) {
        for (MapView.Area a : overview.ground().areas()) {
            Double w = WEIGHT.get(a.kind());
            if (w != null) {
                add(polygon(a.points(), left, top, true), w);
            }
        }
        for (MapView.Line l : overview.ground().lines()) {
            // a line under a haloed number still lets it read: it counts for little
            add(new BasicStroke((float) LINE).createStrokedShape(polygon(l.points(), left, top, false)), 0.5);
        }
        for (MapView.Spot s : overview.ground().spots()) {
            double x = left + Double.parseDouble(s.x());
            double y = top + Double.parseDouble(s.y());
            add(new Rectangle2D.Double(x - SPOT, y - SPOT, 2 * SPOT, 2 * SPOT), 4.0);
        }
    }

    private void add(Shape s, double weight) {
        things.add(new Weighted(new Area(s), s.getBounds2D(), weight));
    }

    /**
     * The baseline's middle (x, y) for a number {@code width} wide and {@code size} high in the part
     * of the table from (x, y), {@code w} by {@code h}: its middle, else the clearest place inside.
     */
    double[] place(double x, double y, double w, double h, double width, double size) {
        double[] middle = {x + w / 2, y + h / 2 + size / 3};
        double best = hidden(middle, width, size);
        // another place must cost less than best - BETTER, and none costs less than nothing
        if (best <= BETTER) {
            return middle;
        }
        double[] at = middle;
        // not by an edge: a number there reads with its neighbour's across the line ("4 5")
        for (int i = 2; i <= STEPS - 2; i++) {
            for (int j = 1; j < STEPS; j++) {
                double cx = x + w * i / STEPS;
                double cy = y + h * j / STEPS + size / 3;
                double left = cx - width / 2;
                if (left < x + 1 || left + width > x + w - 1 || cy - size * 0.75 < y + 1 || cy + size * 0.2 > y + h - 1) {
                    continue;
                }
                // nearer the middle is better, other things equal
                double cost = hidden(new double[] {cx, cy}, width, size) + Math.hypot(cx - middle[0], cy - middle[1]) / 4;
                if (cost < best - BETTER) {
                    best = cost;
                    at = new double[] {cx, cy};
                }
            }
        }
        return at;
    }

    private double hidden(double[] at, double width, double size) {
        Rectangle2D box = new Rectangle2D.Double(at[0] - width / 2, at[1] - size * 0.75, width, size * 0.95);
        double sum = 0;
        for (Weighted t : things) {
            if (t.bounds().intersects(box)) {
                Area a = new Area(box);
                a.intersect(t.shape());
                sum += t.weight() * area(a);
            }
        }
        return sum;
    }

    /** The path through a map's points ("x,y x,y ..."), moved by (left, top), closed for an area. */
    static Path2D polygon(String points, double left, double top, boolean closed) {
        Path2D p = new Path2D.Double();
        String[] pts = points.trim().split("\\s+");
        for (int i = 0; i < pts.length; i++) {
            String[] xy = pts[i].split(",");
            double px = left + Double.parseDouble(xy[0]);
            double py = top + Double.parseDouble(xy[1]);
            if (i == 0) {
                p.moveTo(px, py);
            } else {
                p.lineTo(px, py);
            }
        }
        if (closed) {
            p.closePath();
        }
        return p;
    }

    /** The area of a shape made of straight edges (an intersection of polygons and boxes). */
    private static double area(Area a) {
        double sum = 0;
        double[] c = new double[6];
        double sx = 0;
        double sy = 0;
        double px = 0;
        double py = 0;
        for (PathIterator it = a.getPathIterator(null, 0.5); !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO -> {
                    sx = c[0];
                    sy = c[1];
                    px = sx;
                    py = sy;
                }
                case PathIterator.SEG_LINETO -> {
                    sum += px * c[1] - c[0] * py;
                    px = c[0];
                    py = c[1];
                }
                case PathIterator.SEG_CLOSE -> {
                    sum += px * sy - sx * py;
                    px = sx;
                    py = sy;
                }
                default -> {
                }
            }
        }
        return Math.abs(sum) / 2;
    }
}
