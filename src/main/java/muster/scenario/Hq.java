package muster.scenario;

import java.util.Optional;

/** An army's headquarters base: its commander and where it stands. */
public record Hq(String name, Optional<Point> at, Spans spans) {
}
