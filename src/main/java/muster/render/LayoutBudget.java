package muster.render;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

/**
 * What laying out one PDF may cost. Templates may come from strangers and their output is capped
 * in size and time already, but laying out that output can take far longer than writing it, so
 * it is bounded too: at most {@link #MAX_ELEMENTS} elements are laid out (checked before layout
 * starts), at most {@link #MAX_PAGES} pages are made, and layout and drawing together stop with
 * an error after {@link #TIME_LIMIT_SECONDS} seconds at the next page. The seconds are the laying-out
 * thread's own CPU time where the JVM measures it: on a machine busy with other work a large pack
 * takes longer by the clock, and it must not fail for that. The bundled packs use a small part of
 * each (at most 3,845 elements and 35 pages).
 */
final class LayoutBudget {

    static final int MAX_ELEMENTS = 50_000;
    static final int MAX_PAGES = 1_000;
    static final long TIME_LIMIT_SECONDS = 60;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final long deadline;
    private final String what;

    private LayoutBudget(String what, long startNanos) {
        this.what = what;
        this.deadline = startNanos + TIME_LIMIT_SECONDS * 1_000_000_000L;
    }

    /** Starts the clock for one file, after checking its size in elements. */
    static LayoutBudget start(Document dom, String what) throws RenderException {
        long elements = elements(dom.getDocumentElement(), MAX_ELEMENTS + 1L);
        if (elements > MAX_ELEMENTS) {
            throw RenderException.overBudget(what + " has more than " + thousands(MAX_ELEMENTS)
                    + " elements to lay out, more than one PDF may have");
        }
        return new LayoutBudget(what, now());
    }

    /** After layout: the pages it made are within the budget. */
    void pages(int pages) throws RenderException {
        if (pages > MAX_PAGES) {
            throw RenderException.overBudget(what + " lays out as " + thousands(pages) + " pages, more than the "
                    + thousands(MAX_PAGES) + " one PDF may have");
        }
        time();
    }

    /** The time so far is within the budget. */
    void time() throws RenderException {
        if (now() - deadline > 0) {
            throw RenderException.overBudget(what + " took more than " + TIME_LIMIT_SECONDS + " s to lay out and was stopped");
        }
    }

    /** This thread's CPU time in nanoseconds, or the clock where the JVM does not measure it. */
    private static long now() {
        return THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled()
                ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** Elements under {@code node}, counting no further than {@code cap}; iterative, so any depth is fine. */
    static long elements(Node root, long cap) {
        long count = 0;
        Node n = root;
        while (n != null && count < cap) {
            if (n.getNodeType() == Node.ELEMENT_NODE) {
                count++;
            }
            if (n.getFirstChild() != null) {
                n = n.getFirstChild();
                continue;
            }
            while (n != null && n != root && n.getNextSibling() == null) {
                n = n.getParentNode();
            }
            n = n == null || n == root ? null : n.getNextSibling();
        }
        return count;
    }

    private static String thousands(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
