package muster.view.map;

import java.util.List;
import muster.view.map.Clearance.Box;
import muster.view.map.Clearance.Segment;

/**
 * What keeps a label by the line it belongs to (a gun's distance by the line it measures): its words
 * lie within {@code beside} points of its own line, no other such line comes nearer them than their
 * own does, and no other mark ({@code marks}, rings of {@code radius}) lies within {@code apart}
 * points of them, so that no reader takes the words for another line's or another mark's.
 */
record Tether(List<Segment> own, List<Segment> others, List<double[]> marks, double radius, double beside, double apart, double near) {

    /** A label with no line of its own stands anywhere its placer finds clear. */
    static final Tether NONE = new Tether(List.of(), List.of(), List.of(), 0, 0, 0, 0);

    Tether(List<Segment> own, List<Segment> others, List<double[]> marks, double radius, double beside, double apart) {
        this(own, others, marks, radius, beside, apart, beside);
    }

    /** Whether words in the box stand so far off their line that a leader must take the eye back to it. */
    boolean needsLeader(Box b) {
        return !loose() && distance(b, own) > near;
    }

    /** Whether nothing but its own line holds it: no other line or mark to keep nearer than its own. */
    boolean anywhere() {
        return others.isEmpty() && marks.isEmpty();
    }

    boolean loose() {
        return own.isEmpty();
    }

    /**
     * A looser hold, for where no clear place keeps this one: first with other marks no nearer than its
     * own line, then off its line with a leader but nearer it than any other line or mark, then anywhere with a leader from it.
     */
    Tether relaxed() {
        if (beside == Double.POSITIVE_INFINITY) {
            return anywhere() ? NONE : new Tether(own, List.of(), List.of(), 0, Double.POSITIVE_INFINITY, 0, near);
        }
        if (apart > 0) {
            return new Tether(own, others, marks, radius, beside, 0, near);
        }
        // off its line with a leader, the words still stand nearer their own line than any other (San Juan Heights: Carroll's
        // order stood 48 points off its arrow, 10 from the guerrillas', and read as theirs); only where no such place is clear
        // do they stand anywhere
        return cell();
    }

    /** Off its line with a leader, at any distance, but nearer its own line than any other line or mark. */
    Tether cell() {
        return new Tether(own, others, marks, radius, Double.POSITIVE_INFINITY, 0, near);
    }

    /** Points along its own line, halfway first, then towards either end: where a leader back to the line may start. */
    List<double[]> anchors() {
        double total = own.stream().mapToDouble(s -> Math.hypot(s.x2() - s.x1(), s.y2() - s.y1())).sum();
        List<double[]> out = new java.util.ArrayList<>();
        for (double share : new double[] {0.5, 0.3, 0.7, 0.15, 0.85}) {
            double left = share * total;
            for (Segment s : own) {
                double len = Math.hypot(s.x2() - s.x1(), s.y2() - s.y1());
                if (left <= len && len > 0) {
                    out.add(new double[] {s.x1() + (s.x2() - s.x1()) * left / len, s.y1() + (s.y2() - s.y1()) * left / len});
                    break;
                }
                left -= len;
            }
        }
        return out;
    }

    /** Whether words in the box read as its own line's: near it, and nearer it than any other line or mark. */
    boolean holds(Box b) {
        if (loose()) {
            return true;
        }
        double d = distance(b, own);
        if (d > beside) {
            return false;
        }
        for (Segment s : others) {
            if (distance(b, s) < d + 0.5) {
                return false;
            }
        }
        for (double[] m : marks) {
            if (distance(b, m[0], m[1]) - radius < Math.max(apart, d + 1)) {
                return false;
            }
        }
        return true;
    }

    /** Points from the box to the nearest of the segments (0 when one runs through it). */
    static double distance(Box b, List<Segment> segments) {
        double best = Double.MAX_VALUE;
        for (Segment s : segments) {
            best = Math.min(best, distance(b, s));
        }
        return best;
    }

    /** Points from the box to the segment: 0 when it runs through the box, else the least of corner-to-segment and end-to-box. */
    static double distance(Box b, Segment s) {
        if (s.crosses(b) || distance(b, s.x1(), s.y1()) == 0 || distance(b, s.x2(), s.y2()) == 0) {
            return 0;
        }
        double best = Math.min(distance(b, s.x1(), s.y1()), distance(b, s.x2(), s.y2()));
        for (double[] c : new double[][] {{b.x1(), b.y1()}, {b.x2(), b.y1()}, {b.x1(), b.y2()}, {b.x2(), b.y2()}}) {
            best = Math.min(best, toSegment(c[0], c[1], s));
        }
        return best;
    }

    /** Points from (x, y) to the nearest point of the box (0 inside it). */
    static double distance(Box b, double x, double y) {
        double dx = Math.max(0, Math.max(b.x1() - x, x - b.x2()));
        double dy = Math.max(0, Math.max(b.y1() - y, y - b.y2()));
        return Math.hypot(dx, dy);
    }

    private static double toSegment(double x, double y, Segment s) {
        double dx = s.x2() - s.x1();
        double dy = s.y2() - s.y1();
        double len2 = dx * dx + dy * dy;
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((x - s.x1()) * dx + (y - s.y1()) * dy) / len2));
        return Math.hypot(x - s.x1() - t * dx, y - s.y1() - t * dy);
    }
}
