package muster.cli.watch;

import static java.nio.file.StandardWatchEventKinds.ENTRY_CREATE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_DELETE;
import static java.nio.file.StandardWatchEventKinds.ENTRY_MODIFY;
import static java.nio.file.StandardWatchEventKinds.OVERFLOW;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Watches the folders that hold the scenario files and says which file changed. Folders, not files:
 * an editor that saves by writing a new file and renaming it over the old one replaces the file,
 * and only its folder sees that.
 */
final class Folders implements AutoCloseable {

    private final WatchService service;
    private final Set<Path> files = new LinkedHashSet<>();
    private final Consumer<Path> changed;
    private final Thread thread;

    Folders(List<Path> watched, Consumer<Path> changed) throws IOException {
        this.changed = changed;
        service = FileSystems.getDefault().newWatchService();
        Set<Path> folders = new LinkedHashSet<>();
        for (Path f : watched) {
            Path file = f.toAbsolutePath().normalize();
            files.add(file);
            folders.add(file.getParent());
        }
        for (Path folder : folders) {
            folder.register(service, ENTRY_CREATE, ENTRY_MODIFY, ENTRY_DELETE);
        }
        thread = new Thread(this::run, "muster-watch-folders");
        thread.setDaemon(true);
        thread.start();
    }

    private void run() {
        try {
            while (true) {
                WatchKey key = service.take();
                Path folder = (Path) key.watchable();
                for (WatchEvent<?> e : key.pollEvents()) {
                    if (e.kind() == OVERFLOW) {
                        files.stream().filter(f -> f.getParent().equals(folder)).forEach(changed);
                    } else if (e.context() instanceof Path name && files.contains(folder.resolve(name))) {
                        changed.accept(folder.resolve(name));
                    }
                }
                key.reset();
            }
        } catch (InterruptedException | ClosedWatchServiceException e) {
            // closed: the watch is over
        }
    }

    @Override
    public void close() throws IOException {
        service.close();
        thread.interrupt();
    }
}
