package muster.cli;

import java.io.PrintWriter;
import java.util.List;
import muster.source.Diagnostic;
import muster.source.Diagnostics;
import muster.source.Quote;
import muster.source.Severity;
import muster.view.Num;

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

    /** The build's last line: which scenarios got their files and which did not. */
    static String outcome(List<String> written, List<String> notWritten) {
        String line = "written: " + Num.count(written.size(), "scenario", "scenarios") + (written.isEmpty() ? "" : " (" + Quote.line(String.join(", ", written)) + ")");
        return notWritten.isEmpty() ? line
                : line + "; not written: " + notWritten.size() + " (" + Quote.line(String.join(", ", notWritten)) + ")";
    }

    static String summary(String label, Diagnostics d) {
        return Quote.line(label) + ": " + d.count(Severity.ERROR) + " error(s), " + d.count(Severity.WARNING) + " warning(s), "
                + d.count(Severity.HINT) + " hint(s)";
    }
}
