package muster.rulesets.splendidlittlewar;

import java.util.List;
import java.util.Optional;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Terrain;

/**
 * Where rough ground is on a scenario's table, for the artillery checks: inside a rough area and
 * not on a road through it, or across a stream away from any ford, bridge or road.
 */
public final class Ground {

    /** A unit within this many inches of a road's line is on the road (interpretation ROUGH). */
    public static final double ROAD_REACH = 1.0;
    /** Orders paths are walked in steps of this many inches. */
    static final double STEP = 0.25;
    /** Steps along one segment at most: the diagonal of a 480" square table, the largest there is. */
    static final int MAX_STEPS = (int) Math.ceil(480 * Math.sqrt(2) / STEP);

    /** The first rough ground met along a path: the feature, and the index of the path point nearest it. */
    public record Hit(Terrain feature, int nearestPoint) {
    }

    private Ground() {
    }

    /** The rough area a point lies in, unless a road through it carries the point. */
    public static Optional<Terrain> roughAt(Scenario s, Point p) {
        if (onRoad(s, p)) {
            return Optional.empty();
        }
        return s.terrain().stream()
                .filter(t -> TerrainKinds.isRoughArea(t.kind()) && t.shape() instanceof Shape.Outline o && o.points().size() >= 3
                        && Geometry.inside(p, o.points()))
                .findFirst();
    }

    /** Within {@link #ROAD_REACH} of a road, track, bridge or crossroads. */
    public static boolean onRoad(Scenario s, Point p) {
        return s.terrain().stream().anyMatch(t -> TerrainKinds.isRoad(t.kind()) && Geometry.distanceTo(p, t.shape()) <= ROAD_REACH);
    }

    /** Within reach of a ford, bridge or road, where a stream may be crossed by artillery. */
    static boolean atCrossing(Scenario s, Point p) {
        return onRoad(s, p) || s.terrain().stream()
                .anyMatch(t -> t.kind().equals("ford") && Geometry.distanceTo(p, t.shape()) <= ROAD_REACH);
    }

    /**
     * The first rough ground along a path, walking it from its first point. A path with a point
     * off the table is COM-004's finding and is not walked; no segment takes more steps than the
     * diagonal of the largest table (COM-008), so the walk is bounded whatever the table says.
     */
    public static Optional<Hit> firstRough(Scenario s, List<Point> path) {
        if (!path.stream().allMatch(s.table()::contains)) {
            return Optional.empty();
        }
        for (int i = 0; i < path.size(); i++) {
            Point a = path.get(i);
            Optional<Terrain> here = roughAt(s, a);
            if (here.isPresent()) {
                return Optional.of(new Hit(here.get(), i));
            }
            if (i + 1 == path.size()) {
                break;
            }
            Point b = path.get(i + 1);
            double len = a.distanceTo(b);
            int steps = (int) Math.min(MAX_STEPS, Math.ceil(len / STEP));
            for (int k = 1; k < steps; k++) {
                double t = k / (double) steps;
                Point p = Point.of(a.x() + t * (b.x() - a.x()), a.y() + t * (b.y() - a.y()));
                Optional<Terrain> r = roughAt(s, p);
                if (r.isPresent()) {
                    return Optional.of(new Hit(r.get(), t < 0.5 ? i : i + 1));
                }
            }
            Optional<Terrain> stream = streamCrossed(s, a, b);
            if (stream.isPresent()) {
                return Optional.of(new Hit(stream.get(), i + 1));
            }
        }
        return Optional.empty();
    }

    /** A stream or river the segment crosses away from a ford, bridge or road. */
    static Optional<Terrain> streamCrossed(Scenario s, Point a, Point b) {
        for (Terrain t : s.terrain()) {
            boolean water = t.kind().equals("stream") || t.kind().equals("river");
            if (!water || !(t.shape() instanceof Shape.Path path)) {
                continue;
            }
            List<Point> pts = path.points();
            for (int i = 0; i + 1 < pts.size(); i++) {
                Optional<Point> x = intersection(a, b, pts.get(i), pts.get(i + 1));
                if (x.isPresent() && !atCrossing(s, x.get())) {
                    return Optional.of(t);
                }
            }
        }
        return Optional.empty();
    }

    /** Where segments ab and cd cross, if they do. */
    static Optional<Point> intersection(Point a, Point b, Point c, Point d) {
        double rx = b.x() - a.x();
        double ry = b.y() - a.y();
        double sx = d.x() - c.x();
        double sy = d.y() - c.y();
        double denom = rx * sy - ry * sx;
        if (Math.abs(denom) < 1e-12) {
            return Optional.empty();
        }
        double t = ((c.x() - a.x()) * sy - (c.y() - a.y()) * sx) / denom;
        double u = ((c.x() - a.x()) * ry - (c.y() - a.y()) * rx) / denom;
        if (t < 0 || t > 1 || u < 0 || u > 1) {
            return Optional.empty();
        }
        return Optional.of(Point.of(a.x() + t * rx, a.y() + t * ry));
    }
}
