package muster.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A one-line progress report on the terminal: steps done of the total, what runs now and the time
 * left, guessed from the work done so far (each step weighs what it roughly costs). Quiet when
 * the output is not a terminal, so logs and tests see only muster's diagnostics. A command that may
 * finish within a second makes it with {@link #after}: the line then shows only once that second is
 * over, and is kept up to date twice a second while a long step runs.
 */
final class Progress {

    /** How long a command runs before its progress line shows. */
    static final long QUIET_NANOS = 1_000_000_000L;

    private final PrintWriter err;
    private final boolean live;
    private final long start = System.nanoTime();
    private final long quietNanos;
    private ScheduledExecutorService ticker;
    private int total;
    private int done;
    private double weightDone;
    private double weightTotal;
    private int width;
    private String running = "";

    Progress(PrintWriter err, boolean live, int total, double weightTotal) {
        this(err, live, total, weightTotal, 0);
    }

    private Progress(PrintWriter err, boolean live, int total, double weightTotal, long quietNanos) {
        this.err = err;
        this.live = live;
        this.total = total;
        this.weightTotal = weightTotal;
        this.quietNanos = quietNanos;
    }

    /** A progress line for a terminal that shows only after the command's first second. */
    static Progress after(PrintWriter err, int total, double weightTotal) {
        Progress p = new Progress(err, terminal(), total, weightTotal, QUIET_NANOS);
        if (p.live) {
            p.ticker = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "muster-progress");
                t.setDaemon(true);
                return t;
            });
            p.ticker.scheduleAtFixedRate(p::draw, QUIET_NANOS, QUIET_NANOS / 2, TimeUnit.NANOSECONDS);
        }
        return p;
    }

    /** A terminal when both standard streams are one (then {@link System#console()} is there). */
    static boolean terminal() {
        return System.console() != null && !"dumb".equals(System.getenv("TERM"));
    }

    /** Says that the step {@code what} starts now (steps may run at once, from several threads). */
    synchronized void start(String what) {
        running = what;
        draw();
    }

    /** Says that a step of {@code weight} is done. */
    synchronized void done(double weight) {
        done++;
        weightDone += weight;
    }

    /** Adds steps found on the way (a scenario's files, once it is checked). */
    synchronized void more(int steps, double weight) {
        total += steps;
        weightTotal += weight;
    }

    /** Wipes the line, so that a line printed now stands alone; the next step or tick draws it again. */
    synchronized void clear() {
        if (width > 0) {
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
            width = 0;
        }
    }

    /** Prints with the line wiped first, and no step or tick drawing it again until the printing is done. */
    synchronized void above(Runnable print) {
        clear();
        print.run();
    }

    private synchronized void draw() {
        if (!live || System.nanoTime() - start < quietNanos || running.isEmpty()) {
            return;
        }
        String left = done == 0 ? "" : " · about " + seconds(remaining()) + " left";
        String line = String.format(Locale.ROOT, "[%d/%d] %s%s", done, total, running, left);
        int pad = Math.max(0, width - line.length());
        width = line.length();
        err.print("\r" + line + " ".repeat(pad));
        err.flush();
    }

    /** Ends the line, saying how long it all took; nothing when the line never showed. */
    synchronized void finish() {
        if (ticker != null) {
            ticker.shutdownNow();
        }
        if (live && System.nanoTime() - start >= quietNanos) {
            String line = String.format(Locale.ROOT, "[%d/%d] done in %s", done, total, seconds(elapsed()));
            err.println("\r" + line + " ".repeat(Math.max(0, width - line.length())));
            err.flush();
        }
        width = 0;
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
