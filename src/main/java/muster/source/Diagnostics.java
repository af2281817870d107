package muster.source;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/** A collector that every stage adds findings to and goes on, so one run shows every problem. */
public final class Diagnostics {

    private final List<Diagnostic> items = new ArrayList<>();

    public void add(Diagnostic d) {
        items.add(d);
    }

    /** A finding under {@code code}, with the code's severity. */
    public void report(Code code, Span span, String message, String hint) {
        add(new Diagnostic(code, span, message, hint));
    }

    public void addAll(Diagnostics other) {
        items.addAll(other.items);
    }

    public boolean hasErrors() {
        return items.stream().anyMatch(Diagnostic::isError);
    }

    public long count(Severity severity) {
        return items.stream().filter(d -> d.severity() == severity).count();
    }

    public boolean isEmpty() {
        return items.isEmpty();
    }

    /** In file order (line, then column), stable for findings at the same place. */
    public List<Diagnostic> sorted() {
        List<Diagnostic> copy = new ArrayList<>(items);
        copy.sort(Comparator.comparing((Diagnostic d) -> d.span().file())
                .thenComparingInt(d -> d.span().line())
                .thenComparingInt(d -> d.span().column()));
        return Collections.unmodifiableList(copy);
    }

    public List<Diagnostic> all() {
        return Collections.unmodifiableList(items);
    }
}
