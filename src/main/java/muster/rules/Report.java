package muster.rules;

import muster.source.Diagnostic;
import muster.source.Diagnostics;
import muster.source.Span;

/** Where a rule writes its findings: each one carries the rule's id and severity. */
public final class Report {

    private final Rule rule;
    private final Diagnostics diagnostics;

    public Report(Rule rule, Diagnostics diagnostics) {
        this.rule = rule;
        this.diagnostics = diagnostics;
    }

    public void at(Span span, String message, String hint) {
        diagnostics.add(new Diagnostic(rule.severity(), rule.id(), span, message, hint));
    }
}
