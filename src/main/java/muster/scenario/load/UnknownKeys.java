package muster.scenario.load;

import static muster.source.StageCode.LOAD_UNKNOWN_KEY;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.source.Diagnostics;
import muster.source.DidYouMean;
import muster.source.Quote;
import muster.source.Span;

/** The keys of a mapping that it may not have: each reported with the key it most likely meant, or a hint. */
final class UnknownKeys {

    private UnknownKeys() {
    }

    /**
     * Reports every unknown key of {@code map}; returns the known keys the file gives misspelt, with where
     * (their values are left out of the model).
     */
    static Map<String, Span> report(Node.MapNode map, String what, List<String> keys, Diagnostics diagnostics) {
        Map<String, Span> misspelt = new LinkedHashMap<>();
        Node.Entry before = null;
        for (Node.Entry e : map.entries().values()) {
            if (!keys.contains(e.key())) {
                String suggestion = DidYouMean.phrase(e.key(), keys);
                DidYouMean.nearest(e.key(), keys).filter(k -> !map.entries().containsKey(k))
                        .ifPresent(k -> misspelt.putIfAbsent(k, e.value().span()));
                diagnostics.report(LOAD_UNKNOWN_KEY, e.keySpan(), "unknown key " + Quote.of(e.key()) + " in " + Nouns.article(what)
                                + (suggestion.isEmpty() ? "" : "; " + suggestion),
                        cutAtComma(before, e, suggestion).orElse("keys allowed here: " + String.join(", ", keys)));
            }
            before = e;
        }
        return misspelt;
    }

    /**
     * A key with no value right after a text value is most often the rest of that text, cut where it held a comma
     * ({@code name: 1st Regiment, Brigada Zaragoza} inside braces): the hint says to quote the whole value.
     */
    private static Optional<String> cutAtComma(Node.Entry before, Node.Entry e, String suggestion) {
        boolean empty = e.value() instanceof Node.Scalar v && (v.type() == Node.ScalarType.NULL || v.text().isEmpty());
        if (!empty || !suggestion.isEmpty() || before == null
                || !(before.value() instanceof Node.Scalar t && t.type() != Node.ScalarType.NULL)) {
            return Optional.empty();
        }
        String whole = t.text() + ", " + e.key();
        String start = "a comma inside { } ends a value; if " + Quote.of(e.key()) + " is the rest of " + Quote.of(before.key());
        if (whole.codePointCount(0, whole.length()) > 2 * Quote.SHOWN || before.key().length() > Quote.SHOWN) {
            return Optional.of(start + ", put the whole value in double quotes"); // not echoed: a hint stays one short line
        }
        return Optional.of(start + ", put the whole value in quotes: " + before.key() + ": \"" + whole.replace("\"", "\\\"") + "\"");
    }
}
