package muster.scenario;

import java.util.Map;
import java.util.Optional;
import muster.source.Span;

/**
 * A special rule: a line of free text, and the one side that reads it when it is that side's
 * alone ({@code side}, a side's id or nation: printed in that side's handout and the game master's
 * pack only). Without a side every side reads it. Written as a plain line, or as a mapping
 * {@code { side: us, text: ... }} (an extension of the design notes' format).
 */
public record Note(String text, Optional<String> side, Spans spans) {

    /** A plain line of text at {@code span}, for every side. */
    public Note(String text, Span span) {
        this(text, Optional.empty(), new Spans(span, Map.of("text", span)));
    }

    /** Where the text is. */
    public Span span() {
        return spans.of("text");
    }

    /** This rule as read by {@code sideId} alone. */
    public Note withSide(String sideId) {
        return new Note(text, Optional.of(sideId), spans);
    }
}
