package muster.rules;

import java.util.ArrayList;
import java.util.List;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Shape;

/**
 * The ground a unit covers as its rule set lays it out: {@code elements} bases, stands or figures
 * of {@code size} inches square side by side across its front, centred on its place and turned to
 * its facing (0 north, clockwise).
 */
public record Footprint(int elements, double size) {

    public Footprint {
        elements = Math.max(1, elements);
    }

    public double frontage() {
        return elements * size;
    }

    /** The four corners on the table of a unit standing at {@code at} facing {@code facing} degrees, in order round it. */
    public List<Point> corners(Point at, double facing) {
        double w = frontage() / 2;
        double d = size / 2;
        return List.of(place(at, facing, w, d), place(at, facing, -w, d), place(at, facing, -w, -d), place(at, facing, w, -d));
    }

    /** Where the middle of each base, stand or figure lies on the table. */
    public List<Point> centres(Point at, double facing) {
        List<Point> out = new ArrayList<>();
        for (int k = 0; k < elements; k++) {
            out.add(place(at, facing, -frontage() / 2 + (k + 0.5) * size, 0));
        }
        return out;
    }

    /** The point {@code right} inches to the unit's right and {@code ahead} inches in front of {@code at}. */
    private static Point place(Point at, double facing, double right, double ahead) {
        double a = Math.toRadians(facing);
        double fx = Math.sin(a);
        double fy = Math.cos(a);
        return Point.of(at.x() + fy * right + fx * ahead, at.y() - fx * right + fy * ahead);
    }

    /** How far one box is from another: 0 when they touch or overlap. */
    public static double gap(List<Point> a, List<Point> b) {
        if (overlap(a, b) >= 0) {
            return 0;
        }
        double best = Double.MAX_VALUE;
        for (Point p : a) {
            best = Math.min(best, Geometry.distanceTo(p, new Shape.Outline(b)));
        }
        for (Point p : b) {
            best = Math.min(best, Geometry.distanceTo(p, new Shape.Outline(a)));
        }
        return best;
    }

    /**
     * How deep two convex boxes overlap: the least, over the axes of their edges, of how far their
     * shadows on the axis overlap; negative when some axis separates them.
     */
    public static double overlap(List<Point> a, List<Point> b) {
        double least = Double.MAX_VALUE;
        for (List<Point> poly : List.of(a, b)) {
            for (int i = 0; i < poly.size(); i++) {
                Point p = poly.get(i);
                Point q = poly.get((i + 1) % poly.size());
                double len = Math.hypot(q.x() - p.x(), q.y() - p.y());
                if (len == 0) {
                    continue;
                }
                double ax = -(q.y() - p.y()) / len;
                double ay = (q.x() - p.x()) / len;
                double[] sa = shadow(a, ax, ay);
                double[] sb = shadow(b, ax, ay);
                least = Math.min(least, Math.min(sa[1], sb[1]) - Math.max(sa[0], sb[0]));
            }
        }
        return least;
    }

    private static double[] shadow(List<Point> poly, double ax, double ay) {
        double lo = Double.MAX_VALUE;
        double hi = -Double.MAX_VALUE;
        for (Point p : poly) {
            double v = p.x() * ax + p.y() * ay;
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        return new double[] {lo, hi};
    }
}
