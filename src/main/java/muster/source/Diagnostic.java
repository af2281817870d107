package muster.source;

/**
 * One finding about a scenario: under which code, where, what is wrong and how to fix it; its
 * severity is its code's. Printed like a compiler's message: {@code file:line:col: error[SAW-003]: message}.
 * Message and hint are made one line each ({@link Quote#line}) whoever wrote them, so a finding
 * prints as exactly its headline and, when it has one, its hint line.
 */
public record Diagnostic(Code code, Span span, String message, String hint) {

    public Diagnostic {
        if (code == null || span == null || message == null) {
            throw new IllegalArgumentException("code, span and message are required");
        }
        if (code.severity() == Severity.NOTE) {
            throw new IllegalArgumentException(code.id() + " is printed as a note, never reported");
        }
        message = Quote.line(message);
        hint = Quote.line(hint);
    }

    public Severity severity() {
        return code.severity();
    }

    /** The code's id, as printed in brackets. */
    public String ruleId() {
        return code.id();
    }

    public boolean isError() {
        return severity() == Severity.ERROR;
    }

    /** The first line as a compiler prints it. */
    public String headline() {
        return Quote.line(span.toString()) + ": " + severity().label() + "[" + ruleId() + "]: " + message;
    }

    /** Headline, then the hint on its own indented line when there is one. */
    public String format() {
        return hint.isEmpty() ? headline() : headline() + System.lineSeparator() + "  hint: " + hint;
    }
}
