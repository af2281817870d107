package muster.render.svg;

import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import muster.render.svg.PathSegment.CubicTo;
import muster.render.svg.PathSegment.LineTo;
import muster.render.svg.PathSegment.MoveTo;

/** A parsed outline: absolute segments in the element's user space. */
record PathData(List<PathSegment> segments) {

    PathData {
        segments = List.copyOf(segments);
    }

    boolean isEmpty() {
        return segments.isEmpty();
    }

    /** Where the pen ends up: the last segment's end point, or the subpath start after a close. */
    Point2D endPoint() {
        double x = 0;
        double y = 0;
        double startX = 0;
        double startY = 0;
        for (PathSegment s : segments) {
            if (s instanceof MoveTo m) {
                x = m.x();
                y = m.y();
                startX = x;
                startY = y;
            } else if (s instanceof LineTo l) {
                x = l.x();
                y = l.y();
            } else if (s instanceof CubicTo c) {
                x = c.x();
                y = c.y();
            } else {
                x = startX;
                y = startY;
            }
        }
        return new Point2D.Double(x, y);
    }

    PathData transformed(AffineTransform t) {
        List<PathSegment> out = new ArrayList<>(segments.size());
        double[] p = new double[6];
        for (PathSegment s : segments) {
            if (s instanceof MoveTo m) {
                p[0] = m.x();
                p[1] = m.y();
                t.transform(p, 0, p, 0, 1);
                out.add(new MoveTo(p[0], p[1]));
            } else if (s instanceof LineTo l) {
                p[0] = l.x();
                p[1] = l.y();
                t.transform(p, 0, p, 0, 1);
                out.add(new LineTo(p[0], p[1]));
            } else if (s instanceof CubicTo c) {
                p[0] = c.x1();
                p[1] = c.y1();
                p[2] = c.x2();
                p[3] = c.y2();
                p[4] = c.x();
                p[5] = c.y();
                t.transform(p, 0, p, 0, 3);
                out.add(new CubicTo(p[0], p[1], p[2], p[3], p[4], p[5]));
            } else {
                out.add(s);
            }
        }
        return new PathData(out);
    }

    /** Bounds of all points including Bézier control points (a cheap superset of the exact bounds). */
    Rectangle2D bounds() {
        double minX = Double.POSITIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (PathSegment s : segments) {
            double[] pts;
            if (s instanceof MoveTo m) {
                pts = new double[] {m.x(), m.y()};
            } else if (s instanceof LineTo l) {
                pts = new double[] {l.x(), l.y()};
            } else if (s instanceof CubicTo c) {
                pts = new double[] {c.x1(), c.y1(), c.x2(), c.y2(), c.x(), c.y()};
            } else {
                continue;
            }
            for (int i = 0; i < pts.length; i += 2) {
                minX = Math.min(minX, pts[i]);
                maxX = Math.max(maxX, pts[i]);
                minY = Math.min(minY, pts[i + 1]);
                maxY = Math.max(maxY, pts[i + 1]);
            }
        }
        if (minX > maxX) {
            return new Rectangle2D.Double();
        }
        return new Rectangle2D.Double(minX, minY, maxX - minX, maxY - minY);
    }

    static PathData concat(List<PathData> parts) {
        List<PathSegment> all = new ArrayList<>();
        for (PathData part : parts) {
            all.addAll(part.segments);
        }
        return new PathData(all);
    }

    static PathData empty() {
        return new PathData(List.of());
    }
}
