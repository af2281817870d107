package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What `build` says it has given the user to print, held to the files it wrote; and `--preview=pages`. */
class BuildSummaryTest {

    static final Path EL_CANEY = MainTest.SCENARIOS.resolve("el-caney.yaml");

    @Test
    void theSummaryCountsThePagesAndSheetsOfEveryFileAndWhatSkipBlankLeftOut(@TempDir Path out) throws IOException {
        MainTest.Run r = MainTest.run("build", EL_CANEY.toString(), "-o", out.toString(), "--paper", "a4");
        assertEquals(0, r.code(), r::describe);
        Path folder = out.resolve("el-caney");
        int pages = 0;
        for (Path pdf : files(folder, ".pdf")) {
            int n;
            try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
                n = doc.getNumberOfPages();
                assertEquals("a4", PrintTally.paper(doc.getPage(0).getMediaBox()));
            }
            pages += n;
            Matcher line = Pattern.compile(Pattern.quote(pdf.getFileName().toString()) + " \\(\\d+ KB, (\\d+) pages").matcher(r.out());
            assertTrue(line.find(), () -> pdf + " has no line with its pages\n" + r.describe());
            assertEquals(n, Integer.parseInt(line.group(1)), pdf::toString);
        }
        Matcher plain = Pattern.compile("el-caney-table\\.pdf \\(\\d+ KB, \\d+ pages; (\\d+) sheets of open ground or one ground alone left out and marked on "
                + "the index \\(--all-sheets prints them\\)\\)").matcher(r.out());
        assertTrue(plain.find(), r::describe);
        Matcher kit = Pattern.compile("el-caney-kit\\.pdf \\(\\d+ KB, (\\d+) pages on (\\d+) sheets printed on both sides\\)").matcher(r.out());
        assertTrue(kit.find(), r::describe);
        int backs = Integer.parseInt(kit.group(1)) - Integer.parseInt(kit.group(2));
        assertTrue(backs > 0, r::describe);
        assertTrue(r.out().contains("to print: " + files(folder, ".pdf").size() + " files, " + pages + " pages on " + (pages - backs)
                + " sheets of a4, and " + plain.group(1) + " plain sheets laid in the table map's gaps"), r::describe);
    }

    @Test
    void previewPagesDrawsEveryPageWithOneLineForThem(@TempDir Path out) throws IOException {
        MainTest.Run r = MainTest.run("build", EL_CANEY.toString(), "-o", out.toString(), "--only", "GM_PACK", "--preview=pages",
                "--preview-dpi", "20");
        assertEquals(0, r.code(), r::describe);
        Path folder = out.resolve("el-caney");
        int pages;
        try (PDDocument doc = Loader.loadPDF(folder.resolve("el-caney-gm.pdf").toFile())) {
            pages = doc.getNumberOfPages();
        }
        assertEquals(pages, files(folder, ".png").size(), r::describe);
        assertTrue(Files.isRegularFile(folder.resolve("el-caney-gm-page-01.png")), r::describe);
        assertTrue(r.out().contains(pages + " pictures of pages at 20 dpi"), r::describe);
        assertTrue(r.out().lines().noneMatch(l -> l.contains("-page-01.png")), r::describe);
    }

    @Test
    void aTableMapWithNothingToLeaveOutSaysSo(@TempDir Path out) {
        // at 1:3 Las Guásimas' jungle edges, hills and roads reach every sheet (at 1:1 fourteen are bare jungle)
        MainTest.Run r = MainTest.run("build", MainTest.SCENARIOS.resolve("las-guasimas.yaml").toString(), "-o", out.toString(),
                "--only", "TABLE", "--map-scale", "1:3");
        assertEquals(0, r.code(), r::describe);
        assertTrue(r.out().contains("; every sheet holds more than open ground or one ground alone"), r::describe);
    }

    @Test
    void allSheetsPrintsTheSheetsOfOpenGroundToo(@TempDir Path out) throws IOException {
        MainTest.Run r = MainTest.run("build", EL_CANEY.toString(), "-o", out.toString(), "--all-sheets", "--only", "TABLE");
        assertEquals(0, r.code(), r::describe);
        assertFalse(r.out().contains("open ground left out"), r::describe);
        try (PDDocument doc = Loader.loadPDF(out.resolve("el-caney/el-caney-table.pdf").toFile())) {
            String index = new org.apache.pdfbox.text.PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            assertFalse(index.contains("are not printed"), index);
        }
    }

    @Test
    void previewTakesMapsOrPages(@TempDir Path out) {
        MainTest.Run r = MainTest.run("build", EL_CANEY.toString(), "-o", out.toString(), "--preview=everything");
        assertEquals(2, r.code(), r::describe);
        assertTrue(r.err().contains("--preview is maps (the default) or pages"), r::describe);
        MainTest.Run dpi = MainTest.run("build", EL_CANEY.toString(), "-o", out.toString(), "--preview=pages", "--preview-dpi", "5000");
        assertEquals(2, dpi.code(), dpi::describe);
    }

    @Test
    void paperIsNamedEitherWayUp() {
        assertEquals("letter", PrintTally.paper(new PDRectangle(792, 612)));
        assertEquals("a4", PrintTally.paper(PDRectangle.A4));
        assertEquals("tabloid", PrintTally.paper(new PDRectangle(1224, 792)));
    }

    @Test
    void aProgressLineOffATerminalNeverShows() {
        StringWriter text = new StringWriter();
        Progress p = Progress.after(new PrintWriter(text), 2, 2);
        p.start("a");
        p.done(1);
        p.finish();
        assertEquals("", text.toString(), "not a terminal, and done within a second");
    }

    private static List<Path> files(Path folder, String ending) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.filter(p -> p.toString().endsWith(ending)).sorted().toList();
        }
    }

    @Test
    void aPrintShopsSheetIsCalledByItsName() {
        assertEquals("a3", PrintTally.paper(org.apache.pdfbox.pdmodel.common.PDRectangle.A3));
        assertEquals("a0", PrintTally.paper(new org.apache.pdfbox.pdmodel.common.PDRectangle(3370.4f, 2383.9f)));
        assertEquals("tabloid", PrintTally.paper(new org.apache.pdfbox.pdmodel.common.PDRectangle(792, 1224)));
        assertEquals("8.5 x 14 in", PrintTally.paper(new org.apache.pdfbox.pdmodel.common.PDRectangle(612, 1008)));
    }
}
