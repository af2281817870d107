package muster.rules;

import muster.source.Severity;

/** The id, severity and summary every rule carries, so a rule class holds only its check. */
public abstract class BaseRule implements Rule {

    private final String id;
    private final Severity severity;
    private final String summary;
    private final String reason;

    protected BaseRule(String id, Severity severity, String summary) {
        this(id, severity, summary, "");
    }

    /** {@code reason}: why the rule text makes this an error, a warning or a hint, in one line. */
    protected BaseRule(String id, Severity severity, String summary, String reason) {
        this.id = id;
        this.severity = severity;
        this.summary = summary;
        this.reason = reason;
    }

    /** The reason given, else what the severity itself means. */
    @Override
    public final String reason() {
        if (!reason.isEmpty()) {
            return reason;
        }
        return switch (severity) {
            case ERROR -> "the rules forbid it, or muster cannot print the scenario without it";
            case WARNING -> "the rules say it should be so, or recommend it";
            case HINT -> "the rules leave it to the scenario; worth a second look";
            case NOTE -> "the rules say what follows from the scenario's choice; the pack prints it";
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
