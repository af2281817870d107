package muster.rules;

import muster.source.Diagnostic;
import muster.source.Diagnostics;
import muster.source.Span;

/** Where a rule writes its findings: each one is under the rule, the code it is, with its id and severity. */
public final class Report {

    private final Rule rule;
    private final Diagnostics diagnostics;

    public Report(Rule rule, Diagnostics diagnostics) {
        this.rule = rule;
        this.diagnostics = diagnostics;
    }

    public void at(Span span, String message, String hint) {
        diagnostics.add(new Diagnostic(rule, span, message, hint));
    }
}
