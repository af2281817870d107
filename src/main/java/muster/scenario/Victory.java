package muster.scenario;

import java.util.Optional;

/**
 * A victory condition in words, for one side, optionally tied to a place the map marks: a terrain
 * {@code feature} or a point {@code at}.
 */
public record Victory(String side, String text, Optional<String> feature, Optional<Point> at, Spans spans) {

    public Victory withSide(String sideId) {
        return new Victory(sideId, text, feature, at, spans);
    }
}
