package muster.cli;

import java.io.PrintWriter;
import muster.source.Diagnostic;
import muster.source.Diagnostics;
import muster.source.Severity;

/** Prints findings like a compiler: {@code file:line:col: error[ID]: message}, then the hint. */
final class Reporting {

    private Reporting() {
    }

    static void print(Diagnostics diagnostics, PrintWriter err) {
        for (Diagnostic d : diagnostics.sorted()) {
            print(d, err);
        }
    }

    static void print(Diagnostic d, PrintWriter err) {
        err.println(d.format());
    }

    static String summary(String label, Diagnostics d) {
        return label + ": " + d.count(Severity.ERROR) + " error(s), " + d.count(Severity.WARNING) + " warning(s), "
                + d.count(Severity.HINT) + " hint(s)";
    }
}
