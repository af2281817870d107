package muster.render.svg;

import java.util.ArrayList;
import java.util.List;
import muster.render.svg.PathSegment.Close;
import muster.render.svg.PathSegment.CubicTo;
import muster.render.svg.PathSegment.LineTo;
import muster.render.svg.PathSegment.MoveTo;

/**
 * Parses path data ({@code d}): M L H V C S Q T A Z in absolute and relative form, with implicit command
 * repetition. Quadratics become cubics and arcs become cubics, so the result speaks PDF's path vocabulary.
 */
final class PathDataParser {

    private final NumberScanner in;
    private final List<PathSegment> out = new ArrayList<>();
    private double x;
    private double y;
    private double startX;
    private double startY;
    /** Reflection sources for S and T; valid only right after a cubic or quadratic command respectively. */
    private double lastCubicX2;
    private double lastCubicY2;
    private double lastQuadX;
    private double lastQuadY;
    private char previous;

    private PathDataParser(String d, Object what) {
        this.in = new NumberScanner(d, what);
    }

    static PathData parse(String d, Object what) {
        PathDataParser parser = new PathDataParser(d == null ? "" : d, what);
        parser.run();
        return new PathData(parser.out);
    }

    private void run() {
        char command = 0;
        while (in.hasMore()) {
            char c = in.peek();
            if (Character.isLetter(c) && c != 'e' && c != 'E') {
                in.advance();
                command = c;
                if (out.isEmpty() && command != 'M' && command != 'm') {
                    throw in.error(in.position() - 1, "path data must start with M or m");
                }
                if (command == 'Z' || command == 'z') {
                    close();
                    continue;
                }
            } else if (command == 0) {
                throw in.error(in.position(), "path data must start with M or m");
            } else if (command == 'Z' || command == 'z') {
                throw in.error(in.position(), "numbers after Z");
            }
            one(command);
            // after a moveto, further coordinate pairs are implicit linetos
            if (command == 'M') {
                command = 'L';
            } else if (command == 'm') {
                command = 'l';
            }
        }
    }

    private void one(char command) {
        boolean rel = Character.isLowerCase(command);
        double ox = rel ? x : 0;
        double oy = rel ? y : 0;
        char upper = Character.toUpperCase(command);
        if (previous == 'Z' && upper != 'M') {
            out.add(new MoveTo(x, y)); // drawing on after Z starts a new subpath at the closed one's start
        }
        switch (upper) {
            case 'M' -> {
                x = ox + in.nextNumber();
                y = oy + in.nextNumber();
                startX = x;
                startY = y;
                out.add(new MoveTo(x, y));
            }
            case 'L' -> lineTo(ox + in.nextNumber(), oy + in.nextNumber());
            case 'H' -> lineTo(ox + in.nextNumber(), y);
            case 'V' -> lineTo(x, oy + in.nextNumber());
            case 'C' -> {
                double x1 = ox + in.nextNumber();
                double y1 = oy + in.nextNumber();
                double x2 = ox + in.nextNumber();
                double y2 = oy + in.nextNumber();
                cubicTo(x1, y1, x2, y2, ox + in.nextNumber(), oy + in.nextNumber());
            }
            case 'S' -> {
                Control first = smoothControl(previous == 'C' || previous == 'S', lastCubicX2, lastCubicY2);
                double x2 = ox + in.nextNumber();
                double y2 = oy + in.nextNumber();
                cubicTo(first.x(), first.y(), x2, y2, ox + in.nextNumber(), oy + in.nextNumber());
            }
            case 'Q' -> {
                double qx = ox + in.nextNumber();
                double qy = oy + in.nextNumber();
                quadTo(qx, qy, ox + in.nextNumber(), oy + in.nextNumber());
            }
            case 'T' -> {
                Control q = smoothControl(previous == 'Q' || previous == 'T', lastQuadX, lastQuadY);
                quadTo(q.x(), q.y(), ox + in.nextNumber(), oy + in.nextNumber());
            }
            case 'A' -> {
                double rx = in.nextNumber();
                double ry = in.nextNumber();
                double rotation = in.nextNumber();
                boolean large = in.nextFlag();
                boolean sweep = in.nextFlag();
                double ex = ox + in.nextNumber();
                double ey = oy + in.nextNumber();
                ArcToBezier.append(out, x, y, rx, ry, rotation, large, sweep, ex, ey);
                x = ex;
                y = ey;
            }
            default -> throw in.error(in.position() - 1, "unknown path command '" + command + "'");
        }
        previous = upper;
    }

    /**
     * The control point S and T imply: the previous curve's last control point mirrored in the
     * current point when that curve is of the same family, else the current point itself.
     */
    private Control smoothControl(boolean followsSameFamily, double lastX, double lastY) {
        return followsSameFamily ? new Control(2 * x - lastX, 2 * y - lastY) : new Control(x, y);
    }

    private record Control(double x, double y) {
    }

    private void lineTo(double nx, double ny) {
        x = nx;
        y = ny;
        out.add(new LineTo(x, y));
    }

    private void cubicTo(double x1, double y1, double x2, double y2, double nx, double ny) {
        lastCubicX2 = x2;
        lastCubicY2 = y2;
        x = nx;
        y = ny;
        out.add(new CubicTo(x1, y1, x2, y2, x, y));
    }

    private void quadTo(double qx, double qy, double nx, double ny) {
        lastQuadX = qx;
        lastQuadY = qy;
        // degree elevation: cubic controls sit 2/3 of the way from each end towards the quadratic control
        out.add(new CubicTo(x + 2.0 / 3 * (qx - x), y + 2.0 / 3 * (qy - y),
                nx + 2.0 / 3 * (qx - nx), ny + 2.0 / 3 * (qy - ny), nx, ny));
        x = nx;
        y = ny;
    }

    private void close() {
        out.add(new Close());
        x = startX;
        y = startY;
        previous = 'Z';
    }
}
