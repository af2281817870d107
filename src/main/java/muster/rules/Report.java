package muster.rules;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import muster.source.Diagnostic;
import muster.source.Diagnostics;
import muster.source.Severity;
import muster.source.Span;

/**
 * Where a rule writes its findings: each one is under the rule, the code it is, with its id and
 * severity. A finding at a value the loader refused is left out: the load stage has reported that
 * value, and what a check made of it in its absence says nothing more. A rule of severity note
 * writes notes to print instead ({@link #note}).
 */
public final class Report {

    private final Rule rule;
    private final Diagnostics diagnostics;
    private final Set<Span> leftOut;
    private final List<PrintedNote> notes;

    /** Diagnostics go to {@code diagnostics}, notes to {@code notes}, which the caller keeps. */
    public Report(Rule rule, Diagnostics diagnostics, Set<Span> leftOut, List<PrintedNote> notes) {
        this.rule = rule;
        this.diagnostics = diagnostics;
        this.leftOut = Set.copyOf(leftOut);
        this.notes = notes;
    }

    public void at(Span span, String message, String hint) {
        if (rule.severity() == Severity.NOTE) {
            throw new IllegalStateException(rule.id() + " prints notes; it reports nothing");
        }
        if (!leftOut.contains(span)) {
            diagnostics.add(new Diagnostic(rule, span, message, hint));
        }
    }

    /** A note to print, read from what is at {@code span}, about {@code side} (a side's id) or, when empty, for every side. */
    public void note(Span span, Optional<String> side, String text) {
        if (rule.severity() != Severity.NOTE) {
            throw new IllegalStateException(rule.id() + " reports findings; notes are for rules of severity note");
        }
        if (!leftOut.contains(span)) {
            notes.add(new PrintedNote(rule.id(), span, side, text));
        }
    }
}
