package muster.cli.watch;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Files saved and not checked yet, each due once it has been quiet for a moment: editors save in
 * several steps (truncate, write, rename, touch), and each step would otherwise start a check of
 * a half-written file.
 */
final class Saves {

    private final long settleMs;
    private final Map<Path, Long> due = new LinkedHashMap<>();

    Saves(long settleMs) {
        this.settleMs = settleMs;
    }

    synchronized void saved(Path file) {
        due.put(file, System.nanoTime() + settleMs * 1_000_000);
        notifyAll();
    }

    /** The next file that has been quiet long enough, waiting for one. */
    synchronized Path next() throws InterruptedException {
        while (true) {
            Map.Entry<Path, Long> first = due.entrySet().stream().min(Map.Entry.comparingByValue()).orElse(null);
            if (first == null) {
                wait();
                continue;
            }
            long left = first.getValue() - System.nanoTime();
            if (left <= 0) {
                due.remove(first.getKey());
                return first.getKey();
            }
            wait(Math.max(1, left / 1_000_000), 0);
        }
    }
}
