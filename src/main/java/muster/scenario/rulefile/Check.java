package muster.scenario.rulefile;

import java.util.List;
import java.util.Map;
import muster.source.Severity;
import muster.source.Span;

/**
 * A check a scenario must pass: its id (printed in brackets), one of the library's kinds with its
 * parameters, its severity, the one-line summary {@code muster rulesets} lists, the message and
 * hint a finding prints (with placeholders such as {unit} that the check fills in), the cases
 * whose own message and hint say more for some of what it finds, and the sentence of the rule text
 * that makes it an error, a warning or a note.
 */
public record Check(String id, CheckKind kind, Severity severity, String summary, String message, String hint, List<Case> cases,
        String reason, Span span) {

    /** The placeholders a message or hint may hold; each kind fills the ones that apply to what it found. */
    public static final List<String> PLACEHOLDERS = List.of("unit", "type", "weapon", "count", "tag", "kind", "feature", "nation",
            "side", "option", "value", "min", "max", "within", "holds", "edge", "found", "ownDistance", "enemyDistance");

    /**
     * What {found} holds, by kind, for the kinds that find more than one thing: which of its conditions a finding breaks, so that
     * a case can word each as the rules do ({@code when: { found: count }}).
     */
    public static final Map<String, List<String>> FOUND = Map.of(
            "tag-limits", List.of("type", "count", "both"),
            "home-edge-known", List.of("not-an-edge", "unreadable"),
            "home-edge-own", List.of("no-side", "enemy-nearer"));

    public Check {
        cases = List.copyOf(cases);
    }

    /**
     * A message (and hint, empty for the check's own) for the findings whose placeholders hold the values of {@code when}:
     * {@code { nation: spain }} names what a finding about a Spanish unit says.
     */
    public record Case(Map<String, String> when, String message, String hint, Span span) {
        public Case {
            when = Map.copyOf(when);
        }
    }
}
