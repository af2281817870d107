package muster.scenario;

import java.util.Map;
import muster.source.Span;

/**
 * Where a mapping starts and where each of its values is. A finding about a missing key points
 * at the mapping ({@link #self()}); one about a bad value points at the value ({@link #of}).
 */
public record Spans(Span self, Map<String, Span> values) {

    public static final Spans NONE = new Spans(Span.NONE, Map.of());

    public Spans {
        values = Map.copyOf(values);
    }

    /** The span of the value under {@code key}, or of the mapping when the key is absent. */
    public Span of(String key) {
        return values.getOrDefault(key, self);
    }

    public boolean has(String key) {
        return values.containsKey(key);
    }
}
