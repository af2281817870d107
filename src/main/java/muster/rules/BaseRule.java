package muster.rules;

import muster.source.Severity;

/**
 * The id, severity, summary and reason every rule carries, so a rule class holds only its check.
 * Severity follows the rule text: an error for what it forbids, a warning for what it advises
 * against or what leaves a sheet to be filled in by hand, a note (printed, never reported) for what
 * it says follows from the scenario's choice; what it leaves to the scenario is no check at all.
 */
public abstract class BaseRule implements Rule {

    private final String id;
    private final Severity severity;
    private final String summary;
    private final String reason;

    /** {@code reason}: the rule text's sentence, in muster's words, that makes this an error, a warning or a note. */
    protected BaseRule(String id, Severity severity, String summary, String reason) {
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException(id + " says why the rule text makes it a " + severity.label());
        }
        this.id = id;
        this.severity = severity;
        this.summary = summary;
        this.reason = reason;
    }

    @Override
    public final String reason() {
        return reason;
    }

    /** What a severity means, for a page that lists a rule set's checks. */
    public static String severityReason(Severity severity) {
        return switch (severity) {
            case ERROR -> "the rules forbid it, or muster cannot print the scenario without it";
            case WARNING -> "the rules advise against it, or a sheet is left with a blank to fill in by hand";
            case NOTE -> "the rules say it follows from a legal choice: the pack prints it, the file is not at fault";
            case HINT -> "worth a second look";
        };
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final Severity severity() {
        return severity;
    }

    @Override
    public final String summary() {
        return summary;
    }
}
