package muster.view.map;

import java.util.List;
import muster.view.Num;

/**
 * The chevrons along an order's arrow, pointing the way it goes: a mark no road, railway, stream or trench carries, so the
 * arrow stays an arrow on a greyscale printer, where its colour reads as one more grey line.
 */
final class OrderTicks {

    /** Points between two chevrons along the arrow. */
    static final double EVERY = 18;
    /** Points from a chevron's point back to its arms' ends, along the arrow and across it. */
    static final double ARM = 2.2;
    /** Points kept free of chevrons at the arrow's start and before its head. */
    static final double CLEAR = 8;

    private OrderTicks() {
    }

    /** The chevrons along the legs of a drawn arrow, as an SVG path ("" on an arrow too short for one). */
    static String along(List<Clearance.Segment> legs) {
        double total = legs.stream().mapToDouble(s -> Math.hypot(s.x2() - s.x1(), s.y2() - s.y1())).sum();
        StringBuilder d = new StringBuilder();
        double at = CLEAR + ARM;
        double passed = 0;
        for (Clearance.Segment s : legs) {
            double len = Math.hypot(s.x2() - s.x1(), s.y2() - s.y1());
            if (len < 1e-6) {
                continue;
            }
            double ux = (s.x2() - s.x1()) / len;
            double uy = (s.y2() - s.y1()) / len;
            // a chevron keeps its arms on its own leg: none nearer a bend than its arm
            for (; at <= passed + len && at <= total - CLEAR; at += EVERY) {
                double along = at - passed;
                if (along < ARM || along > len - ARM / 2) {
                    continue;
                }
                double x = s.x1() + ux * along;
                double y = s.y1() + uy * along;
                double bx = x - ux * ARM;
                double by = y - uy * ARM;
                d.append(d.isEmpty() ? "" : " ").append("M ").append(Num.pt(bx - uy * ARM)).append(' ').append(Num.pt(by + ux * ARM))
                        .append(" L ").append(Num.pt(x)).append(' ').append(Num.pt(y))
                        .append(" L ").append(Num.pt(bx + uy * ARM)).append(' ').append(Num.pt(by - ux * ARM));
            }
            passed += len;
        }
        return d.toString();
    }
}
