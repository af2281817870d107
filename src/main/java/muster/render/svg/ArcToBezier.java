package muster.render.svg;

import java.util.List;
import muster.render.svg.PathSegment.CubicTo;
import muster.render.svg.PathSegment.LineTo;

/** Converts an SVG elliptical arc (endpoint form) into cubic Béziers, per SVG 1.1 appendix F.6. */
final class ArcToBezier {

    private ArcToBezier() {
    }

    /** Appends segments for the arc from (x0,y0) to (x,y); the caller's current point is (x0,y0). */
    static void append(List<PathSegment> out, double x0, double y0, double rx, double ry, double angleDegrees,
                       boolean largeArc, boolean sweep, double x, double y) {
        if (x0 == x && y0 == y) {
            return; // F.6.2: identical endpoints, arc omitted
        }
        rx = Math.abs(rx);
        ry = Math.abs(ry);
        if (rx == 0 || ry == 0) {
            out.add(new LineTo(x, y));
            return;
        }
        double phi = Math.toRadians(angleDegrees % 360);
        double cos = Math.cos(phi);
        double sin = Math.sin(phi);

        // F.6.5.1: midpoint in the rotated frame
        double dx2 = (x0 - x) / 2;
        double dy2 = (y0 - y) / 2;
        double x1p = cos * dx2 + sin * dy2;
        double y1p = -sin * dx2 + cos * dy2;

        // F.6.6: scale radii up if they cannot span the endpoints
        double lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
        if (lambda > 1) {
            double s = Math.sqrt(lambda);
            rx *= s;
            ry *= s;
        }

        // F.6.5.2: centre in the rotated frame
        double rx2 = rx * rx;
        double ry2 = ry * ry;
        double num = rx2 * ry2 - rx2 * y1p * y1p - ry2 * x1p * x1p;
        double den = rx2 * y1p * y1p + ry2 * x1p * x1p;
        double coef = den == 0 ? 0 : Math.sqrt(Math.max(0, num / den));
        if (largeArc == sweep) {
            coef = -coef;
        }
        double cxp = coef * (rx * y1p / ry);
        double cyp = coef * -(ry * x1p / rx);

        // F.6.5.3: centre in user space
        double cx = cos * cxp - sin * cyp + (x0 + x) / 2;
        double cy = sin * cxp + cos * cyp + (y0 + y) / 2;

        // F.6.5.5-6: start angle and sweep
        double theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
        double delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
        if (!sweep && delta > 0) {
            delta -= 2 * Math.PI;
        } else if (sweep && delta < 0) {
            delta += 2 * Math.PI;
        }

        int pieces = (int) Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9);
        pieces = Math.max(pieces, 1);
        double step = delta / pieces;
        double k = 4.0 / 3.0 * Math.tan(step / 4);
        double t = theta1;
        for (int i = 0; i < pieces; i++) {
            double c1 = Math.cos(t);
            double s1 = Math.sin(t);
            double t2 = t + step;
            double c2 = Math.cos(t2);
            double s2 = Math.sin(t2);
            // control points on the unit circle, then scaled, rotated and moved
            double[] p1 = map(c1 - k * s1, s1 + k * c1, rx, ry, cos, sin, cx, cy);
            double[] p2 = map(c2 + k * s2, s2 - k * c2, rx, ry, cos, sin, cx, cy);
            double[] p3 = map(c2, s2, rx, ry, cos, sin, cx, cy);
            if (i == pieces - 1) {
                p3[0] = x; // land exactly on the requested end point
                p3[1] = y;
            }
            out.add(new CubicTo(p1[0], p1[1], p2[0], p2[1], p3[0], p3[1]));
            t = t2;
        }
    }

    private static double[] map(double ux, double uy, double rx, double ry, double cos, double sin,
                                double cx, double cy) {
        double ex = ux * rx;
        double ey = uy * ry;
        return new double[] {cos * ex - sin * ey + cx, sin * ex + cos * ey + cy};
    }

    private static double angle(double ux, double uy, double vx, double vy) {
        return Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    }
}
