package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.cli.Main;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The stranger's house rules (src/test/resources/house-rules/) print their pack: the facts of their rule-set file (move rates,
 * range bands, rolls with what they do and their odds, chart titles, morale steps, readings) appear in print, and none of the
 * tool's own words (check ids, option keys, the file's hyphenated words, "null", Java's "Optional[").
 */
class HouseRulesPrintTest {

    static final Path SCENARIO = Packs.ROOT.resolve("src/test/resources/house-rules/scenario.yaml");
    static final String ID = "hacienda-san-lucas";

    @TempDir
    static Path out;
    static String err;

    @BeforeAll
    static void build() {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = new Main(new PrintWriter(o), new PrintWriter(e)).run("build", SCENARIO.toString(), "-o", out.toString());
        err = e.toString();
        assertEquals(0, code, () -> o + "\n" + e);
    }

    static Path file(String name) {
        return out.resolve(ID).resolve(ID + "-" + name + ".pdf");
    }

    static String text(Path pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return Packs.flat(String.join(" ", Packs.pageTexts(doc)).replace('ﬁ', 'f').replace("ﬂ", "fl").replace("ﬀ", "ff")
                    .replace("ﬃ", "ffi"));
        }
    }

    @Test
    void everyFileIsWrittenAndNoCardIsTooFull() {
        for (String name : List.of("gm", "federales", "villistas", "table", "kit")) {
            assertTrue(Files.isRegularFile(file(name)), name);
        }
        assertFalse(err.contains("too full"), err);
    }

    @Test
    void theFactsOfTheirFileAppearInThePack() throws IOException {
        String gm = text(file("gm"));
        List<String> facts = List.of(
                // moves by ground (cards and aid)
                "6\"; 3\" in woods, rough, field, town and building; 2\" in marsh",
                "12\"; 6\" in woods, rough, field and town; 3\" in marsh",
                "4\"; 8\" in road; not into marsh",
                // range bands, each roll with what it does and its odds
                "0-12\": 7 or more hits (58%)", "24-36\": 11 or more hits (8%)", "12-60\": 8 or more hits (42%)",
                "0-24\": each 5 or 6 hits (at least one 91%, 2 on average)",
                "runs dry if ammunition is short (98%)",
                // morale: number, test and steps
                "7; test 2d6, 7 or less (58%)", "At 50% lost: tests; falls back 6\" if it fails.",
                // the sequence of play and the charts
                "Initiative: each rolls 1d6; the higher moves first; reroll ties",
                "Saves: 1d6 per hit figure", "in a building or trench 1d6, 4, 5 or 6 (50%)",
                "Close combat: the higher kills, a tie leaves both", "1d6+1 beats 1d6 (58%)",
                // the readings, in the game master's appendix
                "Morale by quality", "The morale number is set by the unit's quality",
                // the rosters: one line per unit with its count
                "Batallón Zaragoza 12 figures", "Hotchkiss team 3 figures");
        List<String> missing = facts.stream().filter(f -> !gm.contains(f)).toList();
        assertEquals(List.of(), missing, gm);
        // each side's handout has the aid too, and its own cards
        String villistas = text(file("villistas"));
        assertTrue(villistas.contains("Saves: 1d6 per hit figure") && villistas.contains("8-12\": 9 or more hits (28%)"), villistas);
    }

    @Test
    void theKitHasTheirBaseSizesAndRangeBands() throws IOException {
        String kit = text(file("kit"));
        for (String fact : List.of("Hotchkiss team 3rd Company, 14th Battalion Federal garrison of San Lucas 1 × 1.5\"",
                "Mondragón 75mm 3rd Company, 14th Battalion Federal garrison of San Lucas 1 × 2\"", "Range bands at 20mm", "Moves at 20mm",
                "Mauser rifle: extreme", "Runs dry")) {
            assertTrue(kit.contains(fact), fact + "\n" + kit);
        }
    }

    /** Words of the tool, not of the table: check ids, the file's keys and hyphenated words, Java's empty values. */
    static final Pattern TOOL_WORDS = Pattern.compile("\\bFUS-\\d{3}\\b|\\bnull\\b|Optional\\[|\\b(?:percentLost|defaultScale|figureScale"
            + "|requiredTags|notOn|per-figure|per-unit|PER_FIGURE|PER_UNIT|FIGURES|field-artillery|field-gun|older-rifle|ammunition:"
            + "|ammunition=|any:)|\\w+\\[\\w+=");

    static final String OWN_READING = "The pair that empties a machine gun counts only when the scenario sets ammunition: short.";

    @Test
    void noToolWordsArePrinted() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.list(out.resolve(ID))) {
            for (Path pdf : files.filter(p -> p.toString().endsWith(".pdf")).sorted().toList()) {
                // their own reading names their option as a scenario writes it: their words, not the tool's
                Matcher m = TOOL_WORDS.matcher(text(pdf).replace(OWN_READING, ""));
                while (m.find()) {
                    found.add(pdf.getFileName() + ": " + m.group());
                }
            }
        }
        assertEquals(List.of(), found);
    }

    @Test
    void noWordPrintsOverAnother() throws IOException {
        List<String> found = new ArrayList<>();
        for (String name : List.of("gm", "kit")) {
            try (PDDocument doc = Loader.loadPDF(file(name).toFile())) {
                for (int p = 1; p <= doc.getNumberOfPages(); p++) {
                    for (WordBoxes.Pair pair : WordBoxes.overlaps(doc, p)) {
                        found.add(name + " page " + p + ": " + pair.a() + " over " + pair.b());
                    }
                }
            }
        }
        assertEquals(List.of(), found);
    }
}
