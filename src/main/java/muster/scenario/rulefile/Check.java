package muster.scenario.rulefile;

import java.util.List;
import muster.source.Severity;
import muster.source.Span;

/**
 * A check a scenario must pass: its id (printed in brackets), one of the library's kinds with its
 * parameters, its severity, the one-line summary {@code muster rulesets} lists, the message and
 * hint a finding prints (with placeholders such as {unit} that the check fills in), and the
 * sentence of the rule text that makes it an error, a warning or a note.
 */
public record Check(String id, CheckKind kind, Severity severity, String summary, String message, String hint, String reason,
        Span span) {

    /** The placeholders a message or hint may hold; each kind fills the ones that apply to what it found. */
    public static final List<String> PLACEHOLDERS = List.of("unit", "type", "weapon", "count", "tag", "kind", "feature", "nation",
            "side", "option", "value", "min", "max", "within", "holds", "edge");
}
