package muster.cli.watch;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Server-sent events: the board as JSON, sent to every open page when it changes. Each page's
 * stream is written by its own request thread, which sends the newest board it has not sent yet
 * (boards in between are skipped: each one is whole) and a comment now and then to notice a
 * closed page.
 */
final class Events {

    static final int MAX_PAGES = 32;
    private static final long KEEP_ALIVE_MS = 15_000;

    private String latest = "[]";
    private long sequence;
    private int open;
    private boolean closed;

    synchronized void publish(String json) {
        latest = json;
        sequence++;
        notifyAll();
    }

    synchronized void close() {
        closed = true;
        notifyAll();
    }

    /** Whether one more page may listen. */
    synchronized boolean admit() {
        if (closed || open >= MAX_PAGES) {
            return false;
        }
        open++;
        return true;
    }

    /** Streams boards to one page until it goes away or the watch stops; only after {@link #admit}. */
    void stream(OutputStream out) throws IOException {
        long sent = -1;
        try {
            while (true) {
                String json;
                synchronized (this) {
                    long waitUntil = System.currentTimeMillis() + KEEP_ALIVE_MS;
                    while (!closed && sequence == sent && System.currentTimeMillis() < waitUntil) {
                        try {
                            wait(Math.max(1, waitUntil - System.currentTimeMillis()));
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                            return;
                        }
                    }
                    if (closed) {
                        return;
                    }
                    json = sequence == sent ? null : latest;
                    sent = sequence;
                }
                out.write((json == null ? ": still here\n\n" : "event: board\ndata: " + json + "\n\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        } finally {
            synchronized (this) {
                open--;
            }
        }
    }
}
