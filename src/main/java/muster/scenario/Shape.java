package muster.scenario;

import java.util.List;

/** The geometry of a terrain feature: an area, a line, or a single spot. */
public sealed interface Shape permits Shape.Outline, Shape.Path, Shape.Spot {

    /** Every point that defines the shape, for checks such as "inside the table". */
    List<Point> points();

    /** A closed area (hill, woods, town): the polygon's corners in order. */
    record Outline(List<Point> points) implements Shape {
        public Outline {
            points = List.copyOf(points);
        }
    }

    /** An open line (road, river, trench, wire): its vertices from one end to the other. */
    record Path(List<Point> points) implements Shape {
        public Path {
            points = List.copyOf(points);
        }
    }

    /** A feature small enough to be a point on the map (ford, blockhouse, crossroads). */
    record Spot(Point at) implements Shape {
        @Override
        public List<Point> points() {
            return List.of(at);
        }
    }
}
