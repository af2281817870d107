package muster.scenario;

import java.util.Optional;

/**
 * A pre-spotted artillery target: a side's guns may fire at it without spotting. Either names a
 * terrain {@code feature} or gives a point {@code at} with a {@code label}.
 */
public record Target(String side, Optional<String> feature, Optional<Point> at, Optional<String> label, Spans spans) {

    public Target withSide(String sideId) {
        return new Target(sideId, feature, at, label, spans);
    }
}
