package muster.scenario;

import muster.source.Span;

/**
 * A scenario switch its rule set defines (an optional figure ratio, orders by telegraph), from the
 * scenario's {@code options:} mapping: the key, its value as written, and where the value is.
 */
public record Option(String key, String value, Span span) {

    public boolean isTrue() {
        return value.equalsIgnoreCase("true") || value.equalsIgnoreCase("yes") || value.equalsIgnoreCase("on");
    }
}
