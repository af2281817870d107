package muster.write;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The hidden folders a write makes beside a scenario's folder, named {@code .<id>.<pid>-<n>.new}
 * (the set being written) and {@code .<id>.<pid>-<n>.old} (the set being replaced), and what a
 * write that was killed left of them. One is stale when the process that made it is gone (or is
 * this one and no longer uses it); stale ones are cleared before the next write of that scenario,
 * an old set put back first when the scenario's folder is missing. Hidden {@code .part} files
 * that earlier versions of muster left inside a scenario's folder go too.
 */
final class Leftovers {

    private static final Pattern NAME = Pattern.compile("\\.([a-z0-9-]+)\\.(\\d+)-(\\d+)\\.(new|old)");
    private static final Pattern PART = Pattern.compile("\\..+\\.[0-9a-f]+\\.part");
    private static final AtomicLong NEXT = new AtomicLong();
    private static final Set<Path> IN_USE = ConcurrentHashMap.newKeySet();
    private static final long PID = ProcessHandle.current().pid();

    private Leftovers() {
    }

    /** A new hidden name beside {@code <root>/<id>} for this process, marked in use until released. */
    static Path claim(Path root, String id, String suffix) {
        Path p = root.resolve("." + id + "." + PID + "-" + NEXT.incrementAndGet() + suffix);
        IN_USE.add(p);
        return p;
    }

    static void release(Path... paths) {
        for (Path p : paths) {
            IN_USE.remove(p);
        }
    }

    /** Clears what killed writes of {@code id} left in {@code root}, restoring an old set if the folder is missing. */
    static void clear(Path root, String id) throws IOException {
        List<Path> stale = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(root, "." + id + ".*")) {
            for (Path p : entries) {
                Matcher m = NAME.matcher(p.getFileName().toString());
                if (m.matches() && m.group(1).equals(id) && stale(p, Long.parseLong(m.group(2)))) {
                    stale.add(p);
                }
            }
        }
        Path dir = root.resolve(id);
        stale.sort(Comparator.comparing(Path::toString));
        for (Path p : stale) {
            if (p.toString().endsWith(".old") && !Files.exists(dir)) {
                Files.move(p, dir, StandardCopyOption.ATOMIC_MOVE);
            } else {
                delete(p);
            }
        }
        if (Files.isDirectory(dir)) {
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, ".*.part")) {
                for (Path p : entries) {
                    if (PART.matcher(p.getFileName().toString()).matches()) {
                        Files.deleteIfExists(p);
                    }
                }
            }
        }
    }

    private static boolean stale(Path p, long pid) {
        if (pid == PID) {
            return !IN_USE.contains(p);
        }
        return ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true);
    }

    /** Deletes a file or a folder and everything in it; a missing one is fine. */
    static void delete(Path p) throws IOException {
        if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> all = Files.walk(p)) {
            for (Path q : all.sorted(Comparator.reverseOrder()).toList()) {
                try {
                    Files.delete(q);
                } catch (NoSuchFileException gone) {
                    // removed meanwhile: what was wanted
                }
            }
        }
    }
}
