package muster.cli;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress report on the terminal: steps done of the total, what runs now and the time
 * left, guessed from the work done so far (each step weighs what it roughly costs). Quiet when
 * the output is not a terminal, so logs and tests see only muster's diagnostics.
 */
final class Progress {

    private final PrintWriter err;
    private final boolean live;
    private final int total;
    private final long start = System.nanoTime();
    private int done;
    private double weightDone;
    private double weightTotal;
    private int width;

    Progress(PrintWriter err, boolean live, int total, double weightTotal) {
        this.err = err;
        this.live = live;
        this.total = total;
        this.weightTotal = weightTotal;
    }

    /** A terminal when both standard streams are one (then {@link System#console()} is there). */
    static boolean terminal() {
        return System.console() != null && !"dumb".equals(System.getenv("TERM"));
    }

    /** Says that the step {@code what} starts now (steps may run at once, from several threads). */
    synchronized void start(String what) {
        if (!live) {
            return;
        }
        String left = done == 0 ? "" : " · about " + seconds(remaining()) + " left";
        String line = String.format(Locale.ROOT, "[%d/%d] %s%s", done, total, what, left);
        int pad = Math.max(0, width - line.length());
        width = line.length();
        err.print("\r" + line + " ".repeat(pad));
        err.flush();
    }

    /** Says that a step of {@code weight} is done. */
    synchronized void done(double weight) {
        done++;
        weightDone += weight;
    }

    /** Ends the line, saying how long it all took. */
    synchronized void finish() {
        if (live) {
            String line = String.format(Locale.ROOT, "[%d/%d] done in %s", done, total, seconds(elapsed()));
            err.println("\r" + line + " ".repeat(Math.max(0, width - line.length())));
            err.flush();
        }
    }

    private double elapsed() {
        return (System.nanoTime() - start) / 1e9;
    }

    /** Seconds left: the time per unit of weight so far, times the weight still to do. */
    synchronized double remaining() {
        return weightDone == 0 ? 0 : elapsed() / weightDone * Math.max(0, weightTotal - weightDone);
    }

    private static String seconds(double s) {
        return s < 60 ? Math.round(s) + " s" : String.format(Locale.ROOT, "%d min %02d s", (long) s / 60, Math.round(s) % 60);
    }
}
