package muster.scenario;

/** The playing area in inches: {@code width} east-west, {@code depth} north-south. */
public record Table(double width, double depth, Spans spans) {

    public boolean contains(Point p) {
        return p.x() >= 0 && p.y() >= 0 && p.x() <= width && p.y() <= depth;
    }
}
