package muster.view.map;

/** Liang-Barsky clipping of a segment against an upright box: the map's and the table's one copy. */
public final class Clip {
    private Clip() {
    }

    /**
     * The part of the segment (x1, y1)-(x2, y2) inside the box [bx1, bx2] x [by1, by2], as the
     * interval {t0, t1} of the segment's parameter (empty when t0 > t1), or null when the segment
     * runs parallel to an edge wholly outside it.
     */
    public static double[] interval(double x1, double y1, double x2, double y2,
            double bx1, double by1, double bx2, double by2) {
        double t0 = 0;
        double t1 = 1;
        double dx = x2 - x1;
        double dy = y2 - y1;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {x1 - bx1, bx2 - x1, y1 - by1, by2 - y1};
        for (int i = 0; i < 4; i++) {
            if (Math.abs(p[i]) < 1e-12) {
                if (q[i] < 0) {
                    return null;
                }
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) {
                    t0 = Math.max(t0, t);
                } else {
                    t1 = Math.min(t1, t);
                }
            }
        }
        return new double[] {t0, t1};
    }
}
