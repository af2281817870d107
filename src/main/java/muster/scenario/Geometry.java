package muster.scenario;

import java.util.List;

/** Plane geometry on table inches, shared by the rules and the views. */
public final class Geometry {

    private Geometry() {
    }

    /** Signed area of a polygon (positive when its corners run anticlockwise). */
    public static double signedArea(List<Point> polygon) {
        double sum = 0;
        for (int i = 0; i < polygon.size(); i++) {
            Point a = polygon.get(i);
            Point b = polygon.get((i + 1) % polygon.size());
            sum += a.x() * b.y() - b.x() * a.y();
        }
        return sum / 2;
    }

    /** Even-odd test; a point on the boundary may fall either way. */
    public static boolean inside(Point p, List<Point> polygon) {
        boolean in = false;
        for (int i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
            Point a = polygon.get(i);
            Point b = polygon.get(j);
            if ((a.y() > p.y()) != (b.y() > p.y())
                    && p.x() < (b.x() - a.x()) * (p.y() - a.y()) / (b.y() - a.y()) + a.x()) {
                in = !in;
            }
        }
        return in;
    }

    /** Shortest distance from a point to a segment. */
    public static double distanceToSegment(Point p, Point a, Point b) {
        double dx = b.x() - a.x();
        double dy = b.y() - a.y();
        double len2 = dx * dx + dy * dy;
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / len2));
        return Math.hypot(p.x() - (a.x() + t * dx), p.y() - (a.y() + t * dy));
    }

    /** Shortest distance from a point to a shape: 0 inside an outline. */
    public static double distanceTo(Point p, Shape shape) {
        if (shape instanceof Shape.Spot spot) {
            return p.distanceTo(spot.at());
        }
        List<Point> pts = shape.points();
        if (shape instanceof Shape.Outline && pts.size() >= 3 && inside(p, pts)) {
            return 0;
        }
        double best = Double.MAX_VALUE;
        int segments = shape instanceof Shape.Outline ? pts.size() : pts.size() - 1;
        for (int i = 0; i < segments; i++) {
            best = Math.min(best, distanceToSegment(p, pts.get(i), pts.get((i + 1) % pts.size())));
        }
        return pts.size() == 1 ? p.distanceTo(pts.get(0)) : best;
    }

    /** Area-weighted centre of a polygon, or the mean of its corners when it has no area. */
    public static Point centroid(List<Point> polygon) {
        double a = signedArea(polygon);
        if (Math.abs(a) < 1e-9) {
            double sx = 0;
            double sy = 0;
            for (Point p : polygon) {
                sx += p.x();
                sy += p.y();
            }
            return Point.of(sx / polygon.size(), sy / polygon.size());
        }
        double cx = 0;
        double cy = 0;
        for (int i = 0; i < polygon.size(); i++) {
            Point p = polygon.get(i);
            Point q = polygon.get((i + 1) % polygon.size());
            double cross = p.x() * q.y() - q.x() * p.y();
            cx += (p.x() + q.x()) * cross;
            cy += (p.y() + q.y()) * cross;
        }
        return Point.of(cx / (6 * a), cy / (6 * a));
    }

    /** The point halfway along a path, measured along its length. */
    public static Point midpoint(List<Point> path) {
        double total = 0;
        for (int i = 1; i < path.size(); i++) {
            total += path.get(i - 1).distanceTo(path.get(i));
        }
        double half = total / 2;
        for (int i = 1; i < path.size(); i++) {
            Point a = path.get(i - 1);
            Point b = path.get(i);
            double d = a.distanceTo(b);
            if (half <= d && d > 0) {
                double t = half / d;
                return Point.of(a.x() + t * (b.x() - a.x()), a.y() + t * (b.y() - a.y()));
            }
            half -= d;
        }
        return path.get(0);
    }
}
