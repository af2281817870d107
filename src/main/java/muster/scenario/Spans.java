package muster.scenario;

import java.util.List;
import java.util.Map;
import java.util.Set;
import muster.source.Span;

/**
 * Where a mapping starts and where each of its values is. A finding about a missing key points
 * at the mapping ({@link #self()}); one about a bad value points at the value ({@link #of}).
 * {@code leftOut} holds the keys whose written value the loader refused (and reported): the model
 * holds no value for them, and no later check reports their absence again.
 */
public record Spans(Span self, Map<String, Span> values, Set<String> leftOut) {

    public static final Spans NONE = new Spans(Span.NONE, Map.of());

    public Spans {
        values = Map.copyOf(values);
        leftOut = Set.copyOf(leftOut);
    }

    public Spans(Span self, Map<String, Span> values) {
        this(self, values, Set.of());
    }

    /** The span of the value under {@code key}, or of the mapping when the key is absent. */
    public Span of(String key) {
        return values.getOrDefault(key, self);
    }

    /** Whether the mapping writes the key, whatever the loader made of its value. */
    public boolean has(String key) {
        return values.containsKey(key);
    }

    /** Whether the key's value was written but refused at load, so the model lacks it though the file gives it. */
    public boolean leftOut(String key) {
        return leftOut.contains(key);
    }

    /** The spans of the values left out. */
    public List<Span> leftOutSpans() {
        return leftOut.stream().map(this::of).toList();
    }
}
