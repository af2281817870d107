package muster.rules;

import muster.source.Severity;

/** The id, severity and summary every rule carries, so a rule class holds only its check. */
public abstract class BaseRule implements Rule {

    private final String id;
    private final Severity severity;
    private final String summary;

    protected BaseRule(String id, Severity severity, String summary) {
        this.id = id;
        this.severity = severity;
        this.summary = summary;
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
