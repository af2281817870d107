package muster.scenario;

import muster.source.Span;

/** A point on the table in inches from the south-west corner: x east, y north. */
public record Point(double x, double y, Span span) {

    public static Point of(double x, double y) {
        return new Point(x, y, Span.NONE);
    }

    public double distanceTo(Point other) {
        return Math.hypot(x - other.x, y - other.y);
    }
}
