package muster.cli;

import com.openhtmltopdf.util.Diagnostic;
import com.openhtmltopdf.util.XRLog;
import com.openhtmltopdf.util.XRLogger;
import java.util.logging.Level;

/**
 * Silences the libraries' chatter (openhtmltopdf's layout log, PDFBox's notes about the standard
 * fonts it creates but never embeds) so the console shows muster's own diagnostics only. Each library
 * is told to log nowhere, so the JDK's logging is never set up only to drop what they say (a logger for
 * every PDFBox class): about 2% of a cold build's CPU.
 */
final class Quiet {

    private Quiet() {
    }

    /** Before any of the libraries is used: each picks where it logs once, on first use. */
    static void libraries() {
        System.setProperty("org.apache.commons.logging.Log", "org.apache.commons.logging.impl.NoOpLog"); // PDFBox
        System.setProperty("org.freemarker.loggerLibrary", "none");
        XRLog.setLoggingEnabled(false);
        XRLog.setLoggerImpl(new Silent());
    }

    /** openhtmltopdf's log, saying nothing. */
    private static final class Silent implements XRLogger {
        @Override
        public void log(String where, Level level, String msg) {
        }

        @Override
        public void log(String where, Level level, String msg, Throwable th) {
        }

        @Override
        public void setLevel(String logger, Level level) {
        }

        @Override
        public boolean isLogLevelEnabled(Diagnostic diagnostic) {
            return false;
        }
    }
}
