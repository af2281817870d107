package muster.render.svg;

import java.util.ArrayList;
import java.util.List;
import muster.render.svg.PathSegment.Close;
import muster.render.svg.PathSegment.CubicTo;
import muster.render.svg.PathSegment.LineTo;
import muster.render.svg.PathSegment.MoveTo;

/** Turns the basic shapes (rect, circle, ellipse, line, polyline, polygon, path) into {@link PathData}. */
final class ShapeOutlines {

    /** Control-point distance for a quarter circle of radius 1 drawn as one cubic. */
    private static final double KAPPA = 4.0 / 3.0 * (Math.sqrt(2) - 1);

    private ShapeOutlines() {
    }

    static boolean isShape(String name) {
        return switch (name) {
            case "rect", "circle", "ellipse", "line", "polyline", "polygon", "path" -> true;
            default -> false;
        };
    }

    /** The outline, empty when the shape is degenerate and draws nothing (e.g. width 0). */
    static PathData of(SvgElement e) {
        return switch (e.name()) {
            case "rect" -> rect(e);
            case "circle" -> {
                double r = nonNegative(e, "r");
                yield ellipse(Lengths.attr(e, "cx", 0), Lengths.attr(e, "cy", 0), r, r);
            }
            case "ellipse" -> ellipse(Lengths.attr(e, "cx", 0), Lengths.attr(e, "cy", 0),
                    nonNegative(e, "rx"), nonNegative(e, "ry"));
            case "line" -> new PathData(List.of(
                    new MoveTo(Lengths.attr(e, "x1", 0), Lengths.attr(e, "y1", 0)),
                    new LineTo(Lengths.attr(e, "x2", 0), Lengths.attr(e, "y2", 0))));
            case "polyline" -> poly(e, false);
            case "polygon" -> poly(e, true);
            case "path" -> PathDataParser.parse(e.attr("d"), new Where("d", e));
            default -> throw new IllegalArgumentException("not a shape: " + e.describe());
        };
    }

    private static PathData rect(SvgElement e) {
        double x = Lengths.attr(e, "x", 0);
        double y = Lengths.attr(e, "y", 0);
        double w = nonNegative(e, "width");
        double h = nonNegative(e, "height");
        if (w == 0 || h == 0) {
            return PathData.empty();
        }
        String rxAttr = e.attr("rx");
        String ryAttr = e.attr("ry");
        double rx = rxAttr != null ? nonNegative(e, "rx") : -1;
        double ry = ryAttr != null ? nonNegative(e, "ry") : -1;
        if (rx < 0) {
            rx = Math.max(ry, 0); // one radius given: the other follows it
        }
        if (ry < 0) {
            ry = rx;
        }
        rx = Math.min(rx, w / 2);
        ry = Math.min(ry, h / 2);
        List<PathSegment> s = new ArrayList<>();
        if (rx == 0 || ry == 0) {
            s.add(new MoveTo(x, y));
            s.add(new LineTo(x + w, y));
            s.add(new LineTo(x + w, y + h));
            s.add(new LineTo(x, y + h));
            s.add(new Close());
            return new PathData(s);
        }
        double kx = rx * KAPPA;
        double ky = ry * KAPPA;
        double r = x + w;
        double b = y + h;
        s.add(new MoveTo(x + rx, y));
        s.add(new LineTo(r - rx, y));
        s.add(new CubicTo(r - rx + kx, y, r, y + ry - ky, r, y + ry));
        s.add(new LineTo(r, b - ry));
        s.add(new CubicTo(r, b - ry + ky, r - rx + kx, b, r - rx, b));
        s.add(new LineTo(x + rx, b));
        s.add(new CubicTo(x + rx - kx, b, x, b - ry + ky, x, b - ry));
        s.add(new LineTo(x, y + ry));
        s.add(new CubicTo(x, y + ry - ky, x + rx - kx, y, x + rx, y));
        s.add(new Close());
        return new PathData(s);
    }

    static PathData ellipse(double cx, double cy, double rx, double ry) {
        if (rx == 0 || ry == 0) {
            return PathData.empty();
        }
        double kx = rx * KAPPA;
        double ky = ry * KAPPA;
        List<PathSegment> s = new ArrayList<>();
        s.add(new MoveTo(cx + rx, cy));
        s.add(new CubicTo(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry));
        s.add(new CubicTo(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy));
        s.add(new CubicTo(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry));
        s.add(new CubicTo(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy));
        s.add(new Close());
        return new PathData(s);
    }

    private static PathData poly(SvgElement e, boolean closed) {
        String points = e.attr("points");
        double[] v = TransformParser.numbers(points == null ? "" : points, new Where("points", e));
        if (v.length % 2 != 0) {
            throw new SvgException("points has an odd number of coordinates (" + v.length + ") in " + e.describe());
        }
        List<PathSegment> s = new ArrayList<>();
        for (int i = 0; i < v.length; i += 2) {
            s.add(i == 0 ? new MoveTo(v[i], v[i + 1]) : new LineTo(v[i], v[i + 1]));
        }
        if (closed && !s.isEmpty()) {
            s.add(new Close());
        }
        return new PathData(s);
    }

    private static double nonNegative(SvgElement e, String attribute) {
        double v = Lengths.attr(e, attribute, 0);
        if (v < 0) {
            throw new SvgException(attribute + " must not be negative in " + e.describe());
        }
        return v;
    }
}
