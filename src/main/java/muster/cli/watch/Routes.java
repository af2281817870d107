package muster.cli.watch;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntSupplier;

/**
 * What the watch answers: the page and its two assets, the board (as JSON and as events), the maps
 * from memory, and the printed files through {@link OutputFiles}. Nothing else: a request for any
 * other path, or from a page that does not call this server by its loopback name, is refused.
 */
final class Routes implements HttpHandler {

    /** The page's own files, bundled in the jar, by the only paths that reach them. */
    static final Map<String, String[]> ASSETS = Map.of(
            "/", new String[] {"index.html", "text/html; charset=utf-8"},
            "/watch.js", new String[] {"watch.js", "text/javascript; charset=utf-8"},
            "/watch.css", new String[] {"watch.css", "text/css; charset=utf-8"});

    /** The page runs only its own script, loads only from here, and is framed by nobody. */
    static final String PAGE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self';"
            + " connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    private final Board board;
    private final Events events;
    private final OutputFiles files;
    private final PageImages pages = new PageImages();
    private final IntSupplier port;
    private final ObjectMapper json;

    Routes(Board board, Events events, OutputFiles files, IntSupplier port, ObjectMapper json) {
        this.board = board;
        this.events = events;
        this.files = files;
        this.port = port;
        this.json = json;
    }

    @Override
    public void handle(HttpExchange x) throws IOException {
        try (x) {
            x.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            x.getResponseHeaders().set("Cache-Control", "no-store");
            x.getResponseHeaders().set("Referrer-Policy", "no-referrer");
            if (!"GET".equals(x.getRequestMethod())) {
                plain(x, 405, "only GET");
                return;
            }
            String host = x.getRequestHeaders().getFirst("Host");
            if (host == null || !(host.equals("127.0.0.1:" + port.getAsInt()) || host.equals("localhost:" + port.getAsInt()))) {
                plain(x, 400, "ask for this page at http://127.0.0.1:" + port.getAsInt() + "/");
                return;
            }
            String raw = x.getRequestURI().getRawPath();
            if (raw == null || raw.indexOf('\0') >= 0 || raw.toLowerCase(Locale.ROOT).contains("%00")) {
                plain(x, 400, "bad path");
                return;
            }
            route(x, raw);
        }
    }

    private void route(HttpExchange x, String raw) throws IOException {
        String[] asset = ASSETS.get(raw);
        if (asset != null) {
            try (InputStream in = Routes.class.getResourceAsStream("/muster/watch/" + asset[0])) {
                if (in == null) {
                    plain(x, 404, "not found");
                    return;
                }
                if (asset[0].endsWith(".html")) {
                    x.getResponseHeaders().set("Content-Security-Policy", PAGE_POLICY);
                    x.getResponseHeaders().set("X-Frame-Options", "DENY");
                }
                send(x, 200, asset[1], in.readAllBytes());
            }
        } else if (raw.equals("/board.json")) {
            send(x, 200, "application/json", json.writeValueAsBytes(board.entries()));
        } else if (raw.equals("/events")) {
            events(x);
        } else if (raw.startsWith("/map/")) {
            map(x, raw.substring("/map/".length()));
        } else if (raw.startsWith("/files/")) {
            file(x, files.find(raw.substring("/files/".length())));
        } else if (raw.startsWith("/pages/")) {
            page(x, raw.substring("/pages/".length()));
        } else {
            plain(x, 404, "not found");
        }
    }

    private void events(HttpExchange x) throws IOException {
        if (!events.admit()) {
            plain(x, 503, "too many pages open");
            return;
        }
        x.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
        x.sendResponseHeaders(200, 0);
        try (OutputStream out = x.getResponseBody()) {
            events.stream(out);
        } catch (IOException gone) {
            // the page was closed: nothing to do
        }
    }

    /** {@code KEY/VIEW.svg}: a view of a scenario's last good maps, from memory; no file is read. */
    private void map(HttpExchange x, String rest) throws IOException {
        String[] parts = rest.split("/", -1);
        Optional<Builder.MapSvg> map = parts.length == 2 && parts[1].endsWith(".svg") && parts[0].matches("[0-9]{1,6}")
                ? board.map(parts[0], parts[1].substring(0, parts[1].length() - 4)) : Optional.empty();
        if (map.isEmpty()) {
            plain(x, 404, "not found");
            return;
        }
        String svg;
        try {
            svg = map.get().svg().get();
        } catch (RuntimeException e) {
            plain(x, 500, e.getMessage());
            return;
        }
        x.getResponseHeaders().set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
        send(x, 200, "image/svg+xml; charset=utf-8", svg.getBytes(StandardCharsets.UTF_8));
    }

    private void file(HttpExchange x, OutputFiles.Found found) throws IOException {
        if (found.file().isEmpty()) {
            refuse(x, found.refusal());
            return;
        }
        Path f = found.file().get();
        String type = f.getFileName().toString().endsWith(".pdf") ? "application/pdf" : "image/png";
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(f);
        } catch (IOException e) {
            plain(x, 404, "not found");
            return;
        }
        send(x, 200, type, bytes);
    }

    /** {@code ID/NAME.pdf/N.png}: page N of a printed PDF as a picture. */
    private void page(HttpExchange x, String rest) throws IOException {
        int slash = rest.lastIndexOf('/');
        String last = slash < 0 ? "" : rest.substring(slash + 1);
        if (!last.matches("[1-9][0-9]{0,3}\\.png")) {
            plain(x, 404, "not found");
            return;
        }
        OutputFiles.Found found = files.find(rest.substring(0, slash));
        if (found.file().isEmpty() || !found.file().get().getFileName().toString().endsWith(".pdf")) {
            refuse(x, found.refusal() == null ? OutputFiles.Refusal.NOT_FOUND : found.refusal());
            return;
        }
        Optional<byte[]> png;
        try {
            png = pages.page(found.file().get(), Integer.parseInt(last.substring(0, last.length() - 4)));
        } catch (IOException e) {
            png = Optional.empty();
        }
        if (png.isEmpty()) {
            plain(x, 404, "not found");
        } else {
            send(x, 200, "image/png", png.get());
        }
    }

    private static void refuse(HttpExchange x, OutputFiles.Refusal why) throws IOException {
        plain(x, why == OutputFiles.Refusal.MALFORMED ? 400 : 404, why == OutputFiles.Refusal.MALFORMED ? "bad path" : "not found");
    }

    private static void plain(HttpExchange x, int status, String text) throws IOException {
        send(x, status, "text/plain; charset=utf-8", (text + "\n").getBytes(StandardCharsets.UTF_8));
    }

    private static void send(HttpExchange x, int status, String type, byte[] body) throws IOException {
        x.getResponseHeaders().set("Content-Type", type);
        x.sendResponseHeaders(status, body.length);
        try (OutputStream out = x.getResponseBody()) {
            out.write(body);
        }
    }
}
