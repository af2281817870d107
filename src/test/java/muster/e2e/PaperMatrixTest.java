package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import muster.cli.Main;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every paper muster offers, for every file it prints: each bundled and authors' scenario built on
 * Letter and A4, its table map at 1:1 and 1:2; the bundled scenarios as a booklet in every trim and
 * imposed for saddle stitching; the example convention on both papers. No page prints blank while
 * its text layer holds words, nothing is drawn past a page's trim (its bleed box where it has one),
 * and a file has as many pages on A4 as on Letter, give or take one (a kit, printed double-sided,
 * as many sheets). A long run: {@code .ci/run}
 * starts it after the suite ({@code -Dmuster.matrix=true}).
 */
@EnabledIfSystemProperty(named = "muster.matrix", matches = "true")
class PaperMatrixTest {

    static final Path ROOT = Packs.ROOT;

    @TempDir
    static Path out;

    static List<Path> scenarios() throws IOException {
        List<Path> all = new ArrayList<>();
        for (Path dir : List.of(ROOT.resolve("scenarios"), ROOT.resolve("src/test/resources/authors"))) {
            try (Stream<Path> files = Files.list(dir)) {
                files.filter(f -> f.toString().endsWith(".yaml")).sorted().forEach(all::add);
            }
        }
        return all;
    }

    @TestFactory
    Stream<DynamicTest> everyScenarioOnEveryPaper() throws IOException {
        String only = System.getProperty("muster.matrix.only", "");
        return scenarios().stream().filter(f -> f.getFileName().toString().matches(only.isEmpty() ? ".*" : only))
                .map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            List<String> faults = new ArrayList<>();
            Map<String, Integer> letter = new TreeMap<>();
            Map<String, Integer> a4 = new TreeMap<>();
            String name = f.getFileName().toString().replace(".yaml", "");
            for (String paper : List.of("letter", "a4")) {
                for (String scale : List.of("1:1", "1:2")) {
                    Path dir = out.resolve(name + "-" + paper + "-" + scale.replace(':', '-'));
                    run("build", f.toString(), "-o", dir.toString(), "--paper", paper, "--map-scale", scale);
                    Map<String, Integer> pages = inspect(dir, faults, scale.equals("1:1") ? "" : "-table.pdf");
                    if (scale.equals("1:1")) {
                        (paper.equals("letter") ? letter : a4).putAll(pages);
                    }
                }
            }
            // a table map tiles the same ground on papers of other proportions: its sheet counts may differ by more
            letter.keySet().removeIf(file -> file.endsWith("-table.pdf"));
            letter.forEach((file, n) -> {
                Integer m = a4.get(file.replace(name + "-letter-1-1", name + "-a4-1-1"));
                if (m == null || Math.abs(m - n) > 1) {
                    faults.add(file + ": " + n + (file.endsWith("-kit.pdf") ? " sheets" : " pages with something on them") + " on Letter, "
                            + m + " on A4");
                }
            });
            assertEquals(List.of(), faults);
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyBookletTrimAndImposition() {
        List<List<String>> ways = List.of(List.of("--trim", "letter"), List.of("--trim", "a4"), List.of("--trim", "a5"),
                List.of("--trim", "6x9in"), List.of("--paper", "letter", "--impose", "saddle"), List.of("--paper", "a4", "--impose", "saddle"),
                List.of("--paper", "a4"), List.of("--trim", "a5", "--bleed", "3"));
        return ways.stream().map(w -> DynamicTest.dynamicTest(String.join(" ", w), () -> {
            Path file = out.resolve("booklet-" + String.join("-", w).replace("--", "") + ".pdf");
            List<String> args = new ArrayList<>(List.of("booklet", ROOT.resolve("scenarios").toString(), "-o", file.toString()));
            args.addAll(w);
            run(args.toArray(String[]::new));
            List<String> faults = new ArrayList<>();
            try (PDDocument doc = Loader.loadPDF(file.toFile())) {
                faults.addAll(PaperCheck.faults(doc, file.getFileName().toString()));
            }
            assertEquals(List.of(), faults);
        }));
    }

    @TestFactory
    Stream<DynamicTest> theExampleConventionOnEveryPaper() {
        return Stream.of("letter", "a4").map(paper -> DynamicTest.dynamicTest(paper, () -> {
            Path manifest = out.resolve("convention-" + paper + ".yaml");
            String text = Files.readString(ROOT.resolve("convention.yaml")).replace("paper: letter", "paper: " + paper)
                    .replace("scenario: scenarios/", "scenario: " + ROOT.resolve("scenarios") + "/");
            Files.writeString(manifest, text);
            Path dir = out.resolve("convention-" + paper);
            run("convention", manifest.toString(), "-o", dir.toString());
            List<String> faults = new ArrayList<>();
            inspect(dir, faults, "");
            assertEquals(List.of(), faults);
        }));
    }

    /** The pages with something on them of every PDF under {@code dir} whose name ends in {@code only} ("" for all), adding each one's faults. */
    static Map<String, Integer> inspect(Path dir, List<String> faults, String only) throws IOException {
        Map<String, Integer> pages = new TreeMap<>();
        List<Path> pdfs;
        try (Stream<Path> all = Files.walk(dir)) {
            pdfs = all.filter(p -> p.toString().endsWith(only.isEmpty() ? ".pdf" : only)).sorted().toList();
        }
        assertTrue(!pdfs.isEmpty(), "no PDF under " + dir);
        for (Path pdf : pdfs) {
            try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
                String label = out.relativize(pdf).toString();
                // a kit's true-size pieces fill 10 rows of 1" on A4 and 9 on Letter, so an overflow costs a page and its
                // back: kits, printed double-sided, are compared by the sheets they take
                pages.put(label, label.endsWith("-kit.pdf") ? PaperCheck.sheets(doc) : PaperCheck.contentPages(doc));
                faults.addAll(PaperCheck.faults(doc, label, !label.endsWith("-table.pdf")));
            }
        }
        return pages;
    }

    static void run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = new Main(new PrintWriter(o), new PrintWriter(e)).run(args);
        assertEquals(0, code, () -> String.join(" ", args) + " failed\n" + o + "\n" + e);
    }
}
