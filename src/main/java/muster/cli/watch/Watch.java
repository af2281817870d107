package muster.cli.watch;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import muster.cli.watch.Builder.Clean;
import muster.cli.watch.Builder.Finding;
import muster.cli.watch.Builder.Look;
import muster.cli.watch.Builder.Printed;

/**
 * Front door of the watch: serves the page on the loopback address, checks every file at start and
 * again after each save, and prints a clean file's PDFs behind its check. Two threads: one checks
 * (quick, so the page changes within a moment of a save), one prints (slow, and dropped when a
 * newer check of the same file comes).
 */
public final class Watch implements AutoCloseable {

    /** How long a file must be quiet after a save before it is checked. */
    public static final long SETTLE_MS = 100;

    private final List<Path> files;
    private final Path output;
    private final Builder builder;
    private final PrintWriter err;
    private final Events events = new Events();
    private final Board board;
    private final Saves saves = new Saves(SETTLE_MS);
    private final Map<String, byte[]> checkedBytes = new HashMap<>();
    private final Map<String, Clean> toPrint = new LinkedHashMap<>();
    private final Map<String, Integer> toPrintVersion = new HashMap<>();
    private final HttpServer server;
    private final ExecutorService requests;
    private final Thread checker;
    private final Thread printer;
    private Folders folders;
    private volatile boolean closed;

    private Watch(List<Path> files, List<String> labels, Path output, int port, Builder builder, PrintWriter err) throws IOException {
        this.files = files.stream().map(f -> f.toAbsolutePath().normalize()).toList();
        this.output = output;
        this.builder = builder;
        this.err = err;
        ObjectMapper json = new ObjectMapper();
        board = new Board(labels, entries -> {
            try {
                events.publish(json.writeValueAsString(entries));
            } catch (IOException e) {
                throw new IllegalStateException("the board could not be written as JSON", e);
            }
        });
        server = HttpServer.create(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), port), 0);
        requests = Executors.newCachedThreadPool(daemon("muster-watch-http"));
        server.setExecutor(requests);
        server.createContext("/", new Routes(board, events, new OutputFiles(output), this::port, json));
        checker = daemon("muster-watch-check").newThread(this::checkLoop);
        printer = daemon("muster-watch-print").newThread(this::printLoop);
    }

    /** Starts watching {@code files} (named {@code labels} in messages) and serving on {@code port} (0: any free one). */
    public static Watch start(List<Path> files, List<String> labels, Path output, int port, Builder builder, PrintWriter err)
            throws IOException {
        Watch w = new Watch(files, labels, output, port, builder, err);
        w.server.start();
        w.folders = new Folders(w.files, w.saves::saved);
        w.checker.start();
        w.printer.start();
        w.files.forEach(w.saves::saved);
        return w;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    public URI address() {
        return URI.create("http://127.0.0.1:" + port() + "/");
    }

    private String key(Path file) {
        return Integer.toString(files.indexOf(file) + 1);
    }

    private void checkLoop() {
        while (!closed) {
            try {
                Path file = saves.next();
                String key = key(file);
                if (!Files.isRegularFile(file)) {
                    continue; // moved away while being saved: its new version comes with the next event
                }
                byte[] bytes = Files.readAllBytes(file);
                if (Arrays.equals(bytes, checkedBytes.put(key, bytes))) {
                    continue;
                }
                board.checking(key);
                Look look = builder.look(file);
                int version = board.looked(key, look);
                if (look.clean().isPresent()) {
                    synchronized (toPrint) {
                        toPrint.remove(key);
                        toPrint.put(key, look.clean().get());
                        toPrintVersion.put(key, version);
                        toPrint.notifyAll();
                    }
                }
            } catch (InterruptedException e) {
                return;
            } catch (IOException | RuntimeException e) {
                if (!closed) {
                    err.println("muster watch: could not check a file: " + e);
                    err.flush();
                }
            }
        }
    }

    private void printLoop() {
        while (!closed) {
            String key;
            Clean clean;
            int version;
            synchronized (toPrint) {
                while (toPrint.isEmpty()) {
                    try {
                        toPrint.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                key = toPrint.keySet().iterator().next();
                clean = toPrint.remove(key);
                version = toPrintVersion.get(key);
            }
            try {
                Printed printed = clean.print().print(() -> closed || board.version(key) != version);
                if (!printed.abandoned()) {
                    board.printed(key, version, printed.files().isEmpty() && !printed.findings().isEmpty(), refs(printed), printed.findings());
                }
            } catch (RuntimeException e) {
                if (closed) {
                    return;
                }
                board.printed(key, version, true, List.of(), List.of(new Finding("error", "could not print: " + e.getMessage())));
            }
        }
    }

    private List<Board.FileRef> refs(Printed printed) {
        List<Board.FileRef> refs = new ArrayList<>();
        for (String f : printed.files()) {
            if (!f.endsWith(".pdf")) {
                continue;
            }
            int pages;
            try {
                pages = PageImages.count(output.resolve(f));
            } catch (IOException e) {
                pages = 0;
            }
            String url = Arrays.stream(f.split("/")).map(Watch::encode).reduce((a, b) -> a + "/" + b).orElse("");
            refs.add(new Board.FileRef(f.substring(f.lastIndexOf('/') + 1), "/files/" + url, pages, "/pages/" + url + "/"));
        }
        return refs;
    }

    private static String encode(String name) {
        return URLEncoder.encode(name, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** Stops serving, watching and printing; a print under way is dropped, and the writer leaves the old set. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        events.close();
        server.stop(0);
        requests.shutdownNow();
        try {
            if (folders != null) {
                folders.close();
            }
        } catch (IOException e) {
            // closing anyway
        }
        checker.interrupt();
        printer.interrupt();
        try {
            checker.join(TimeUnit.SECONDS.toMillis(5));
            printer.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }
}
