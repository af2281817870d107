package muster.scenario;

import java.util.Optional;

/**
 * A victory condition in words, for one side, optionally tied to a place the map marks: a terrain
 * {@code feature} or a point {@code at}. Every side reads it, unless it is {@code hidden} (an
 * extension of the design notes' format): then only its own side and the game master do.
 */
public record Victory(String side, String text, Optional<String> feature, Optional<Point> at, boolean hidden, Spans spans) {

    public Victory withSide(String sideId) {
        return new Victory(sideId, text, feature, at, hidden, spans);
    }

    /** Whether {@code sideId}'s handout prints it. */
    public boolean readBy(String sideId) {
        return !hidden || side.equals(sideId);
    }
}
