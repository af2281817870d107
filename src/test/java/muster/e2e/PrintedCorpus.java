package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.cli.Main;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.ScenarioLoader;

/**
 * The game master's packs and side handouts of every bundled scenario and of the strangers' corpus
 * (src/test/resources/authors), built once per test run and shared by the tests that read them.
 * With {@code -Dmuster.printed.dir=DIR} they are read from DIR/bundled and DIR/authors instead
 * (the output of an earlier build, to measure it).
 */
final class PrintedCorpus {

    /** Where the scenarios come from, and the folder under the build root they are printed to. */
    static final String[][] FOLDERS = {{"scenarios", "bundled"}, {"src/test/resources/authors", "authors"}};

    /** One PDF: the scenario it was printed from, and whose it is ({@code side} empty for the game master's pack). */
    record Pdf(Path file, Scenario scenario, String side) {
        boolean gm() {
            return side.isEmpty();
        }

        String name() {
            return file.getParent().getParent().getFileName() + "/" + file.getFileName();
        }
    }

    private static Path root;

    private PrintedCorpus() {
    }

    /** Whether an earlier build's output is measured (-Dmuster.printed.dir): then the tests tell their counts as they go. */
    static boolean measuring() {
        return !System.getProperty("muster.printed.dir", "").isEmpty();
    }

    /** The build root: DIR/bundled/<id>/... and DIR/authors/<id>/... */
    static synchronized Path root() {
        if (root != null) {
            return root;
        }
        String dir = System.getProperty("muster.printed.dir", "");
        if (!dir.isEmpty()) {
            root = Path.of(dir);
            return root;
        }
        try {
            Path out = Files.createTempDirectory("muster-corpus-");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(out)));
            // two builds: some strangers' scenarios share an id with a bundled one
            for (String[] f : FOLDERS) {
                StringWriter o = new StringWriter();
                StringWriter e = new StringWriter();
                int code = new Main(new PrintWriter(o), new PrintWriter(e)).run("build", Packs.ROOT.resolve(f[0]).toString(), "-o",
                        out.resolve(f[1]).toString());
                assertEquals(0, code, e.toString());
            }
            root = out;
            return root;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every scenario file of both folders, loaded. */
    static List<Scenario> scenarios() {
        List<Scenario> out = new ArrayList<>();
        for (String[] f : FOLDERS) {
            for (Path yaml : yamls(Packs.ROOT.resolve(f[0]))) {
                out.add(ScenarioLoader.load(yaml, yaml.getFileName().toString()).checkable().orElseThrow());
            }
        }
        return out;
    }

    /** Every game master's pack and handout, in a fixed order. */
    static List<Pdf> packs() {
        Path r = root();
        List<Pdf> out = new ArrayList<>();
        for (String[] f : FOLDERS) {
            for (Path yaml : yamls(Packs.ROOT.resolve(f[0]))) {
                Scenario s = ScenarioLoader.load(yaml, yaml.getFileName().toString()).checkable().orElseThrow();
                Path dir = r.resolve(f[1]).resolve(s.id());
                out.add(pdf(dir.resolve(s.id() + "-gm.pdf"), s, ""));
                for (Side side : s.sides()) {
                    out.add(pdf(dir.resolve(s.id() + "-" + side.id() + ".pdf"), s, side.id()));
                }
            }
        }
        return out;
    }

    private static Pdf pdf(Path file, Scenario s, String side) {
        assertTrue(Files.isRegularFile(file), "no " + file);
        return new Pdf(file, s, side);
    }

    private static List<Path> yamls(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a leftover temporary folder is harmless
        }
    }
}
