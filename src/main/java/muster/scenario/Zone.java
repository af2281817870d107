package muster.scenario;

import java.util.List;

/** A deployment zone: a polygon on the table. */
public record Zone(List<Point> outline, Spans spans) {

    public Zone {
        outline = List.copyOf(outline);
    }
}
