package muster.cli;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Silences the libraries' chatter (openhtmltopdf's layout log, PDFBox's notes about the standard
 * fonts it creates but never embeds) so the console shows muster's own diagnostics only.
 */
final class Quiet {

    private static final Logger[] KEPT = {
        Logger.getLogger("com.openhtmltopdf"), Logger.getLogger("org.apache.pdfbox"), Logger.getLogger("org.apache.fontbox"),
        Logger.getLogger("freemarker")};

    private Quiet() {
    }

    static void libraries() {
        for (Logger l : KEPT) {
            l.setLevel(Level.OFF);
        }
        com.openhtmltopdf.util.XRLog.setLoggingEnabled(false);
    }
}
