package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.scenario.Point;

/**
 * Draws a standing order beside the lines it follows instead of over them: a brigade told to
 * defend a trench, or to advance along a road, has an order path that runs on the trench or the
 * road, and drawn there the order hides the work. The path is moved sideways, as a whole, by the
 * least step (a few points on the map) that takes it off the lines already drawn (terrain and the
 * orders before it), preferring the side away from the enemy: behind the trench it holds.
 */
final class Alongside {

    /** A line already on the map: its points (table inches) and half its stroke (map points). */
    record Drawn(List<Point> points, double half) {
    }

    /** Map points between steps sideways, and how many steps each way are tried. */
    static final double STEP = 3;
    static final int STEPS = 3;
    /** Map points between samples taken along the path. */
    static final double SAMPLE = 2;
    /** Map points a path may run on a line where it crosses it. */
    static final double CROSSING = 8;
    /** Map points kept between the order's stroke and another line's. */
    static final double GAP = 1;

    private final List<Drawn> drawn = new ArrayList<>();
    private final double k;

    /** @param k map points per table inch */
    Alongside(List<Drawn> lines, double k) {
        this.drawn.addAll(lines);
        this.k = k;
    }

    /**
     * The path moved off the lines drawn so far (unchanged when it runs on none of them), then
     * counted as drawn itself; {@code rear} is the way from the enemy towards its own army.
     */
    List<Point> place(List<Point> path, Optional<Point> rear) {
        List<Point> best = path;
        double bestCost = covered(path);
        if (bestCost > 0) {
            for (int i = 1; i <= STEPS && bestCost > 0; i++) {
                for (int sign : rearFirst(path, rear)) {
                    List<Point> moved = offset(path, sign * i * STEP / k);
                    double cost = covered(moved);
                    if (cost < bestCost * 0.7) {
                        best = moved;
                        bestCost = cost;
                    }
                }
            }
        }
        drawn.add(new Drawn(best, LineWeights.ORDER));
        return best;
    }

    /** The two sides to try, the rear one first (left of the path's direction is +1). */
    private static int[] rearFirst(List<Point> path, Optional<Point> rear) {
        if (rear.isEmpty()) {
            return new int[] {1, -1};
        }
        Point a = path.get(0);
        Point b = path.get(path.size() - 1);
        double cross = (b.x() - a.x()) * rear.get().y() - (b.y() - a.y()) * rear.get().x();
        return cross >= 0 ? new int[] {1, -1} : new int[] {-1, 1};
    }

    /**
     * How many map points of the path run along a line already drawn: the stretches on one longer
     * than {@link #CROSSING} points (a path that only crosses a line is not counted).
     */
    double covered(List<Point> path) {
        double total = 0;
        double run = 0;
        for (int i = 1; i < path.size(); i++) {
            Point a = path.get(i - 1);
            Point b = path.get(i);
            double len = a.distanceTo(b) * k;
            int n = Math.max(1, (int) Math.ceil(len / SAMPLE));
            for (int s = 0; s < n; s++) {
                double t = (s + 0.5) / n;
                if (onALine(a.x() + t * (b.x() - a.x()), a.y() + t * (b.y() - a.y()))) {
                    run += len / n;
                } else {
                    total += run > CROSSING ? run : 0;
                    run = 0;
                }
            }
        }
        return total + (run > CROSSING ? run : 0);
    }

    private boolean onALine(double x, double y) {
        for (Drawn d : drawn) {
            double reach = (d.half() + LineWeights.ORDER + GAP) / k;
            List<Point> p = d.points();
            for (int i = 1; i < p.size(); i++) {
                if (distance(x, y, p.get(i - 1), p.get(i)) < reach) {
                    return true;
                }
            }
        }
        return false;
    }

    static double distance(double x, double y, Point a, Point b) {
        double dx = b.x() - a.x();
        double dy = b.y() - a.y();
        double len2 = dx * dx + dy * dy;
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x()) * dx + (y - a.y()) * dy) / len2));
        return Math.hypot(x - (a.x() + t * dx), y - (a.y() + t * dy));
    }

    /** The path moved {@code d} table inches to its left (negative: right), each corner mitred. */
    static List<Point> offset(List<Point> path, double d) {
        List<Point> out = new ArrayList<>();
        for (int i = 0; i < path.size(); i++) {
            double[] in = i > 0 ? normal(path.get(i - 1), path.get(i)) : null;
            double[] on = i + 1 < path.size() ? normal(path.get(i), path.get(i + 1)) : null;
            double nx;
            double ny;
            if (in == null || on == null) {
                double[] n = in != null ? in : on;
                nx = n[0];
                ny = n[1];
            } else {
                double mx = in[0] + on[0];
                double my = in[1] + on[1];
                double len = Math.hypot(mx, my);
                double cos = len / 2;
                double scale = len < 1e-9 ? 0 : 1 / Math.max(0.5, cos) / len;
                nx = mx * scale;
                ny = my * scale;
            }
            out.add(Point.of(path.get(i).x() + nx * d, path.get(i).y() + ny * d));
        }
        return out;
    }

    /** The unit normal to the left of a to b (table orientation: y north). */
    private static double[] normal(Point a, Point b) {
        double dx = b.x() - a.x();
        double dy = b.y() - a.y();
        double len = Math.hypot(dx, dy);
        return len < 1e-12 ? new double[] {0, 0} : new double[] {-dy / len, dx / len};
    }
}
