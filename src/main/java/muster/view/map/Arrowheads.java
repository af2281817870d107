package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import muster.view.map.Clearance.Poly;

/**
 * Keeps arrowheads apart where several orders converge on one objective: in order, each arrow
 * ends at its own point unless its head would cover a head drawn before it; then its tip is drawn
 * back along its last leg, a step at a time (up to half the leg), until the head is clear.
 */
final class Arrowheads {

    static final double STEP = 1.5;
    /** Points kept between two heads. */
    static final double GAP = 1;

    private final List<Poly> taken = new ArrayList<>();

    /**
     * How far back from (ex, ey) the head goes, coming along the unit vector (ux, uy) over a last leg
     * of {@code leg} points; the head is then taken.
     */
    double back(double ex, double ey, double ux, double uy, double leg) {
        double chosen = 0;
        for (double b = 0; b <= leg / 2; b += STEP) {
            if (clear(head(ex - ux * b, ey - uy * b, ux, uy, GAP))) {
                chosen = b;
                break;
            }
        }
        taken.add(head(ex - ux * chosen, ey - uy * chosen, ux, uy, 0));
        return chosen;
    }

    private boolean clear(Poly p) {
        return taken.stream().noneMatch(t -> t.hits(p));
    }

    /** The head's triangle with its tip at (x, y), grown by {@code by} points. */
    static Poly head(double x, double y, double ux, double uy, double by) {
        double len = PiecesLayer.ARROW_LENGTH + 2 * by;
        double half = PiecesLayer.ARROW_HALF_WIDTH + by;
        double tx = x + ux * by;
        double ty = y + uy * by;
        double bx = tx - ux * len;
        double by2 = ty - uy * len;
        return new Poly(new double[] {tx, bx - uy * half, bx + uy * half}, new double[] {ty, by2 + ux * half, by2 - ux * half});
    }

    /** The head's triangle from its "x,y x,y x,y" points. */
    static Poly of(String points) {
        double[][] xy = Clearance.corners(points);
        return new Poly(xy[0], xy[1]);
    }
}
