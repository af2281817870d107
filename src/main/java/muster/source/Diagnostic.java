package muster.source;

/**
 * One finding about a scenario: what is wrong, where, under which rule, and how to fix it.
 * Printed like a compiler's message: {@code file:line:col: error[SAW-003]: message}.
 */
public record Diagnostic(Severity severity, String ruleId, Span span, String message, String hint) {

    public Diagnostic {
        if (severity == null || ruleId == null || span == null || message == null) {
            throw new IllegalArgumentException("severity, ruleId, span and message are required");
        }
        hint = hint == null ? "" : hint;
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** The first line as a compiler prints it. */
    public String headline() {
        return span + ": " + severity.label() + "[" + ruleId + "]: " + message;
    }

    /** Headline, then the hint on its own indented line when there is one. */
    public String format() {
        return hint.isEmpty() ? headline() : headline() + System.lineSeparator() + "  hint: " + hint;
    }
}
