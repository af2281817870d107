package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import muster.cli.Main;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.ScenarioLoader;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every bundled scenario, one per rule set, builds cleanly into its game master's pack, a handout
 * per side and the table map; and a copy with one rule broken is refused with that rule at its line.
 */
class AllScenariosTest {

    static final Path SCENARIOS = Packs.ROOT.resolve("scenarios");

    @TempDir
    static Path out;
    static String printedOut;
    static String printedErr;
    static int exit;

    @BeforeAll
    static void buildAll() {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        exit = new Main(new PrintWriter(o), new PrintWriter(e)).run("build", SCENARIOS.toString(), "-o", out.toString());
        printedOut = o.toString();
        printedErr = e.toString();
    }

    static List<Path> bundled() throws IOException {
        try (Stream<Path> files = Files.list(SCENARIOS)) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> everyBundledScenarioBuildsEveryFile() throws IOException {
        return bundled().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            assertEquals(0, exit, printedErr);
            assertTrue(!printedErr.contains("error[") && !printedErr.contains("warning["), printedErr);
            Scenario s = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
            List<String> names = new java.util.ArrayList<>(List.of(s.id() + "-gm.pdf", s.id() + "-table.pdf", s.id() + "-kit.pdf"));
            for (Side side : s.sides()) {
                names.add(s.id() + "-" + side.id() + ".pdf");
            }
            for (String name : names) {
                Path pdf = out.resolve(s.id()).resolve(name);
                assertTrue(Files.isRegularFile(pdf), "missing " + pdf);
                try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
                    assertTrue(doc.getNumberOfPages() >= 2, name + " has " + doc.getNumberOfPages() + " page(s)");
                }
            }
        }));
    }

    /**
     * The table map's index page states one ratio, the sheets' true scale: its overview's bar says it is a small plan to find
     * the sheets by (El Caney's printed "table inches (1:16)" at b5c0f02, against a game master's map at 1:10).
     */
    @TestFactory
    Stream<DynamicTest> theTableIndexStatesOnlyTheSheetsRatio() throws IOException {
        return bundled().stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            assertEquals(0, exit, printedErr);
            String id = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow().id();
            try (PDDocument doc = Loader.loadPDF(out.resolve(id).resolve(id + "-table.pdf").toFile())) {
                String index = Packs.pageTexts(doc).get(0);
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\(1:\\d+\\)").matcher(index);
                List<String> ratios = new java.util.ArrayList<>();
                while (m.find()) {
                    ratios.add(m.group());
                }
                assertEquals(List.of("(1:1)"), ratios, index);
                assertTrue(index.contains("true scale (1:1)"), index);
            }
        }));
    }

    /**
     * Las Guasimas plays with an activation deck: the game master's pack prints it as the kit does, each brigade's name in large
     * type (the pack printed it as unit cards, the name at 9 pt over a card three-quarters blank, and each handout again with
     * the brigades' tasks, which the rosters give).
     */
    @org.junit.jupiter.api.Test
    void theGameMasterTurnsTheDeckTheKitPrintsAndTheHandoutsHaveNone() throws IOException {
        assertEquals(0, exit, printedErr);
        Path dir = out.resolve("las-guasimas");
        try (PDDocument gm = Loader.loadPDF(dir.resolve("las-guasimas-gm.pdf").toFile())) {
            int deckPages = 0;
            for (int p = 1; p <= gm.getNumberOfPages(); p++) {
                List<Packs.Run> runs = Packs.runs(gm, p);
                if (runs.stream().anyMatch(r -> r.text().contains("Bonus card") && r.fontSize() >= 12)) {
                    deckPages++;
                    assertTrue(runs.stream().anyMatch(r -> r.text().contains("Sevilla") && r.fontSize() >= 12), "page " + p);
                }
            }
            assertEquals(1, deckPages, "the deck's nine cards on one page");
        }
        for (String side : List.of("us", "spain")) {
            try (PDDocument handout = Loader.loadPDF(dir.resolve("las-guasimas-" + side + ".pdf").toFile())) {
                String text = String.join(" ", Packs.pageTexts(handout));
                assertTrue(!text.contains("Bonus card") && !text.contains("Activation card"), side);
            }
        }
    }

    /** For each rule set: its bundled scenario, a line to break, and the rule that must then fire there. */
    record Breakage(String scenario, String from, String to, String rule) {
    }

    static final List<Breakage> BREAKAGES = List.of(
            new Breakage("san-juan-heights.yaml", "type: attack", "type: atack", "error[SAW-003]"),
            new Breakage("las-guasimas.yaml", "type: attack", "type: charge", "error[SLW-012]"),
            new Breakage("el-caney.yaml", "type: attack", "type: counter-march", "error[HAT-011]"),
            new Breakage("torreon-1914.yaml", "orders: { type: defend,", "orders: { type: hold,", "error[MXR-010]"),
            new Breakage("teddys-wild-ride.yaml", "type: gatling, weapon: gatling", "type: field-artillery, weapon: field-gun",
                    "error[JRG-006]"));

    @TestFactory
    Stream<DynamicTest> aBrokenRuleIsReportedAtItsLine(@TempDir Path dir) {
        return BREAKAGES.stream().map(b -> DynamicTest.dynamicTest(b.scenario() + " " + b.rule(), () -> {
            String text = Files.readString(SCENARIOS.resolve(b.scenario()), StandardCharsets.UTF_8);
            int at = text.indexOf(b.from());
            assertTrue(at >= 0, "'" + b.from() + "' not in " + b.scenario());
            int line = (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
            Path broken = dir.resolve(b.scenario());
            Files.writeString(broken, text.substring(0, at) + b.to() + text.substring(at + b.from().length()), StandardCharsets.UTF_8);
            StringWriter o = new StringWriter();
            StringWriter e = new StringWriter();
            int code = new Main(new PrintWriter(o), new PrintWriter(e)).run("validate", broken.toString());
            assertEquals(1, code, e.toString());
            String expected = broken.toString().replace('\\', '/') + ":" + line + ":";
            assertTrue(e.toString().lines().anyMatch(l -> l.startsWith(expected) && l.contains(b.rule())),
                    "expected " + b.rule() + " at line " + line + ":\n" + e);
        }));
    }
}
