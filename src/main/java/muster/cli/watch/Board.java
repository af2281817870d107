package muster.cli.watch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import muster.cli.watch.Builder.Finding;
import muster.cli.watch.Builder.Look;
import muster.cli.watch.Builder.MapSvg;

/**
 * What every watched scenario looks like now: its last check's findings, its last good maps (kept
 * while the file has errors) and the files printed from them. Each change is handed to the listener
 * as the whole board, which the page draws again.
 */
final class Board {

    /** A scenario's state: {@code checking}, {@code errors} or {@code clean}; {@code version} counts its checks. */
    record Entry(String key, String label, int version, String state, String summary, List<Finding> findings, Good good, Files files) {
    }

    /** The last check without errors, whose maps the page shows. */
    record Good(int version, String id, String title, List<View> views) {
    }

    record View(String id, String name) {
    }

    /** The files printed from the good check of {@code version}: {@code printing}, {@code printed} or {@code failed}. */
    record Files(int version, String state, List<FileRef> files, List<Finding> findings) {
    }

    /** A PDF under the output folder: where to open it and where its page pictures are. */
    record FileRef(String name, String url, int pages, String pagesUrl) {
    }

    private final Map<String, Entry> entries = new LinkedHashMap<>();
    private final Map<String, List<MapSvg>> maps = new HashMap<>();
    private final Consumer<List<Entry>> listener;

    Board(List<String> labels, Consumer<List<Entry>> listener) {
        this.listener = listener;
        for (int i = 0; i < labels.size(); i++) {
            String key = Integer.toString(i + 1);
            entries.put(key, new Entry(key, labels.get(i), 0, "checking", "", List.of(), null, null));
        }
    }

    synchronized List<Entry> entries() {
        return List.copyOf(entries.values());
    }

    synchronized int version(String key) {
        return entries.get(key).version();
    }

    void checking(String key) {
        change(key, e -> new Entry(key, e.label(), e.version(), "checking", e.summary(), e.findings(), e.good(), e.files()));
    }

    /** A new check of a scenario; its version. */
    int looked(String key, Look look) {
        int[] version = new int[1];
        change(key, e -> {
            int v = e.version() + 1;
            version[0] = v;
            if (look.clean().isEmpty()) {
                return new Entry(key, e.label(), v, "errors", look.summary(), look.findings(), e.good(), e.files());
            }
            Builder.Clean clean = look.clean().get();
            maps.put(key, clean.maps());
            List<View> views = clean.maps().stream().map(m -> new View(m.view(), m.name())).toList();
            List<FileRef> before = e.files() == null ? List.of() : e.files().files();
            return new Entry(key, e.label(), v, "clean", look.summary(), look.findings(), new Good(v, clean.id(), clean.title(), views),
                    new Files(v, "printing", before, List.of()));
        });
        return version[0];
    }

    /** Files printed from the check of {@code version}; forgotten when a newer good check came meanwhile. */
    void printed(String key, int version, boolean failed, List<FileRef> files, List<Finding> findings) {
        change(key, e -> e.good() == null || e.good().version() != version ? e
                : new Entry(key, e.label(), e.version(), e.state(), e.summary(), e.findings(), e.good(),
                        new Files(version, failed ? "failed" : "printed", files, findings)));
    }

    /** A view of a scenario's last good maps, to draw outside the board's lock. */
    synchronized Optional<MapSvg> map(String key, String view) {
        return maps.getOrDefault(key, List.of()).stream().filter(m -> m.view().equals(view)).findFirst();
    }

    /** Changes one entry and tells the listener, under the lock so that it hears the changes in their order. */
    private synchronized void change(String key, UnaryOperator<Entry> how) {
        Entry before = entries.get(key);
        Entry after = how.apply(before);
        if (after != before) {
            entries.put(key, after);
            listener.accept(new ArrayList<>(entries.values()));
        }
    }
}
