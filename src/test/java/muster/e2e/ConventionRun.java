package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import muster.cli.Main;

/** A convention of three tables over two scenarios, built once through the command line for the tests that read it. */
final class ConventionRun {

    static final Path TORREON = Packs.ROOT.resolve("scenarios/torreon-1914.yaml");

    /** The manifest: the two tables and a third that uses the first one's scenario again, with the kit. */
    static String manifest(Path sanJuan, Path torreon) {
        return "event: Cold Wars 2027\n"
                + "paper: letter\n"
                + "tables:\n"
                + "  - { id: table-1, scenario: " + sanJuan + ", players: { us: 3, spain: 2 } }\n"
                + "  - { id: table-2, scenario: " + torreon + ", players: { villista: 2, federal: 2 }, kit: true }\n"
                + "  - { id: table-3, scenario: " + sanJuan + ", players: { us: 2, spain: 2 }, kit: true }\n";
    }

    record Built(Path dir, Path out, String stdout, String stderr, double seconds) {
    }

    private static Built built;

    private ConventionRun() {
    }

    static synchronized Built shared() {
        if (built == null) {
            try {
                Path dir = Files.createTempDirectory("muster-convention-");
                Path manifest = Files.writeString(dir.resolve("cold-wars.yaml"), manifest(Packs.SAN_JUAN, TORREON), StandardCharsets.UTF_8);
                Path out = dir.resolve("out");
                long start = System.nanoTime();
                StringWriter o = new StringWriter();
                StringWriter e = new StringWriter();
                int code = new Main(new PrintWriter(o), new PrintWriter(e)).run("convention", manifest.toString(), "-o", out.toString());
                assertEquals(0, code, () -> "convention failed\n" + o + "\n" + e);
                built = new Built(dir, out, o.toString(), e.toString(), (System.nanoTime() - start) / 1e9);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return built;
    }
}
