package muster.scenario;

import java.util.List;
import java.util.Optional;

/**
 * A formation's standing order: what to do ({@code type}), about which terrain feature
 * ({@code objective}), from which turn, and optionally the line of the attack or defence drawn
 * as a path.
 */
public record Orders(
        String type,
        Optional<String> objective,
        Optional<Integer> fromTurn,
        List<Point> path,
        Spans spans) {

    public Orders {
        path = List.copyOf(path);
    }
}
