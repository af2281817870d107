package muster.cli.watch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import muster.cli.watch.Builder.Clean;
import muster.cli.watch.Builder.Finding;
import muster.cli.watch.Builder.Look;
import muster.cli.watch.Builder.MapSvg;
import muster.cli.watch.Builder.Printed;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A watch server started in this process on a free port and asked over real HTTP, with requests
 * written byte for byte: what it serves, and that no path reaches a file outside the output folder.
 * The pipeline is stood in for by a builder that reads the file's words, so only the server is tested.
 */
class WatchServerTest {

    static final String SECRET = "SECRET-OUTSIDE-THE-OUTPUT-FOLDER";

    @TempDir
    Path dir;
    Path output;
    Path scenario;
    Path pdf;
    Watch watch;
    int port;

    /** A scenario is clean unless its file says "mistake"; its one file is the PDF the test put in the output folder. */
    static final class WordsBuilder implements Builder {
        @Override
        public Look look(Path file) {
            String text;
            try {
                text = Files.readString(file);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (text.contains("mistake")) {
                return new Look("demo.yaml", "demo.yaml: 1 error(s)", List.of(new Finding("error",
                        "demo.yaml:2:1: error[LOAD-001]: a mistake\n  hint: take it out")), Optional.empty());
            }
            String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>" + text.strip() + "</text></svg>";
            return new Look("demo.yaml", "demo.yaml: 0 error(s)", List.of(), Optional.of(new Clean("demo", "Demo",
                    List.of(new MapSvg("gm", "Game master", () -> svg)), stale -> new Printed(false, List.of("demo/demo-gm.pdf"), List.of()))));
        }
    }

    @BeforeEach
    void start() throws IOException {
        output = Files.createDirectories(dir.resolve("out"));
        Files.createDirectories(output.resolve("demo"));
        pdf = output.resolve("demo/demo-gm.pdf");
        try (PDDocument doc = new PDDocument()) {
            doc.addPage(new PDPage());
            doc.addPage(new PDPage());
            doc.save(pdf.toFile());
        }
        Files.writeString(dir.resolve("secret.pdf"), SECRET);
        Files.writeString(dir.resolve("secret.png"), SECRET);
        Files.createDirectories(output.resolve(".demo.1-1.new"));
        Files.writeString(output.resolve(".demo.1-1.new/demo-gm.pdf"), SECRET);
        Files.createSymbolicLink(output.resolve("link.pdf"), dir.resolve("secret.pdf"));
        Files.createSymbolicLink(output.resolve("escape"), dir);
        scenario = Files.writeString(Files.createDirectories(dir.resolve("scenarios")).resolve("demo.yaml"), "first");
        watch = Watch.start(List.of(scenario), List.of("demo.yaml"), output, 0, new WordsBuilder(), new PrintWriter(new StringWriter()));
        port = watch.port();
    }

    @AfterEach
    void stop() {
        watch.close();
    }

    @Test
    void thePageItsAssetsAndTheOutputFilesAreServed() throws IOException {
        RawHttp.Response page = RawHttp.get(port, "/");
        assertEquals(200, page.status());
        assertTrue(page.text().contains("<script src=\"/watch.js\""), page.text());
        assertTrue(page.header("Content-Security-Policy").contains("script-src 'self'"), page.head());
        assertEquals(200, RawHttp.get(port, "/watch.js").status());
        assertEquals(200, RawHttp.get(port, "/watch.css").status());
        RawHttp.Response file = RawHttp.get(port, "/files/demo/demo-gm.pdf");
        assertEquals(200, file.status(), file.head());
        assertEquals("application/pdf", file.header("Content-Type"));
        assertArrayEquals(Files.readAllBytes(pdf), file.body());
        RawHttp.Response png = RawHttp.get(port, "/pages/demo/demo-gm.pdf/2.png");
        assertEquals(200, png.status(), png.head());
        assertEquals("\u0089PNG", png.text().substring(0, 4));
        assertEquals(404, RawHttp.get(port, "/pages/demo/demo-gm.pdf/3.png").status());
        assertEquals(404, RawHttp.get(port, "/nothing-here").status());
    }

    @Test
    void noPathReachesAFileOutsideTheOutputFolder() throws IOException {
        String absolute = dir.resolve("secret.pdf").toString();
        List<String> attacks = List.of(
                "/files/../secret.pdf", "/files/demo/../../secret.pdf", "/files/%2e%2e/secret.pdf", "/files/%2E%2E/secret.pdf",
                "/files/.%2e/secret.pdf", "/files/%2e%2e%2fsecret.pdf", "/files/demo/%2e%2e%2f%2e%2e%2fsecret.pdf",
                "/files/..%2fsecret.pdf", "/files/..%5csecret.pdf", "/files/%252e%252e/secret.pdf", "/files/%c0%ae%c0%ae/secret.pdf",
                "/files/" + absolute, "/files/%2f" + absolute.substring(1).replace("/", "%2f"), "/files//etc/passwd",
                "/files/%2fetc%2fpasswd", "/files/link.pdf", "/files/escape/secret.pdf", "/files/escape/secret.png",
                "/files/.demo.1-1.new/demo-gm.pdf", "/files/demo/demo-gm.pdf%00.txt", "/files/%00", "/files/demo%00/demo-gm.pdf",
                "/pages/../secret.pdf/1.png", "/pages/link.pdf/1.png", "/pages/escape/secret.pdf/1.png",
                "/pages/%2e%2e/secret.pdf/1.png", "/map/../../secret.pdf", "/map/1/..%2f..%2fsecret.svg", "/watch.js/../secret.pdf",
                "/%2e%2e/secret.pdf", "/..%2fsecret.pdf", "/files" + absolute, "http://127.0.0.1:" + port + "/files/../secret.pdf");
        List<String> failures = new ArrayList<>();
        for (String target : attacks) {
            RawHttp.Response r = RawHttp.get(port, target);
            if (!(r.status() == 400 || r.status() == 404) || r.text().contains(SECRET) || r.text().contains("root:")) {
                failures.add(target + " -> " + r.status() + " " + r.text());
            }
        }
        assertEquals(List.of(), failures);
        for (String nul : List.of("/files/demo/demo-gm.pdf%00.txt", "/files/%00", "/files/demo%00/demo-gm.pdf")) {
            assertEquals(400, RawHttp.get(port, nul).status(), nul);
        }
        // the same files are there when named plainly: what refused them was the path
        assertEquals(200, RawHttp.get(port, "/files/demo/demo-gm.pdf").status());
        assertTrue(Files.readString(output.resolve("link.pdf")).contains(SECRET));
    }

    @Test
    void aPageOfAnotherNameOrMethodIsRefused() throws IOException {
        RawHttp.Response rebound = RawHttp.request(port, "GET / HTTP/1.1\r\nHost: attacker.example:" + port + "\r\nConnection: close\r\n\r\n");
        assertEquals(400, rebound.status());
        assertFalse(rebound.text().contains("<script"), rebound.text());
        RawHttp.Response post = RawHttp.request(port, "POST /files/demo/demo-gm.pdf HTTP/1.1\r\nHost: 127.0.0.1:" + port
                + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        assertEquals(405, post.status());
        assertEquals(200, RawHttp.request(port, "GET / HTTP/1.1\r\nHost: localhost:" + port + "\r\nConnection: close\r\n\r\n").status());
    }

    @Test
    void itListensOnTheLoopbackAddressOnly() throws IOException {
        List<InetAddress> others = new ArrayList<>();
        for (NetworkInterface n : java.util.Collections.list(NetworkInterface.getNetworkInterfaces())) {
            n.inetAddresses().filter(a -> !a.isLoopbackAddress() && !a.isLinkLocalAddress()).forEach(others::add);
        }
        for (InetAddress a : others) {
            assertThrows(IOException.class, () -> {
                try (Socket s = new Socket()) {
                    s.connect(new InetSocketAddress(a, port), 2000);
                }
            }, () -> "reached the watch at " + a);
        }
        assertEquals("http://127.0.0.1:" + port + "/", watch.address().toString());
    }

    @Test
    void aSaveIsCheckedAndSentToThePage() throws Exception {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        HttpResponse<Stream<String>> events = client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/events")).build(),
                HttpResponse.BodyHandlers.ofLines());
        assertEquals("text/event-stream; charset=utf-8", events.headers().firstValue("Content-Type").orElse(""));
        Iterator<String> lines = events.body().iterator();
        assertNotNull(until(lines, "\"state\":\"clean\""));
        Files.writeString(scenario, "a mistake");
        String errors = until(lines, "\"state\":\"errors\"");
        assertTrue(errors.contains("demo.yaml:2:1: error[LOAD-001]: a mistake\\n  hint: take it out"), errors);
        assertTrue(errors.contains("\"good\":{\"version\":1"), "the last good check stays: " + errors);
        Files.writeString(scenario, "second <b>");
        String clean = until(lines, "\"state\":\"clean\"");
        assertTrue(clean.contains("\"good\":{\"version\":3"), clean);
        RawHttp.Response map = RawHttp.get(port, "/map/1/gm.svg");
        assertEquals(200, map.status());
        assertTrue(map.text().contains("second <b>"), "the map of the newest good check: " + map.text());
        assertEquals(404, RawHttp.get(port, "/map/1/spain.svg").status());
        assertEquals(404, RawHttp.get(port, "/map/2/gm.svg").status());
        events.body().close();
    }

    @Test
    void closingStopsServing() throws IOException {
        assertEquals(200, RawHttp.get(port, "/").status());
        watch.close();
        assertThrows(IOException.class, () -> RawHttp.get(port, "/"));
    }

    /** The next event line holding {@code text}, waiting for it. */
    private static String until(Iterator<String> lines, String text) {
        while (lines.hasNext()) {
            String line = lines.next();
            if (line.startsWith("data: ") && line.contains(text)) {
                return line;
            }
        }
        throw new AssertionError("the events ended before one with " + text);
    }

}
