package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import muster.cli.Main;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `muster booklet` binds several packs into one book whose contents page and bookmarks lead to each. */
class BookletTest {

    @TempDir
    static Path dir;
    static Path book;
    static String printed;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = new Main(new PrintWriter(o), new PrintWriter(e)).run(args);
        return new Run(code, o.toString(), e.toString());
    }

    @BeforeAll
    static void bind() {
        book = dir.resolve("book").resolve("two.pdf");
        Run r = run("booklet", Packs.SAN_JUAN.toString(), Packs.ROOT.resolve("scenarios/teddys-wild-ride.yaml").toString(), "-o",
                book.toString(), "--title", "Two July battles");
        assertEquals(0, r.code(), r.err());
        printed = r.out();
    }

    static String pageText(PDDocument doc, int page) throws IOException {
        PDFTextStripper s = new PDFTextStripper();
        s.setStartPage(page);
        s.setEndPage(page);
        return s.getText(doc);
    }

    @Test
    void theContentsLeadToTheFirstPageOfEachScenario() throws IOException {
        try (PDDocument doc = Loader.loadPDF(book.toFile())) {
            assertTrue(pageText(doc, 1).contains("Two July battles"), "the title page");
            String contents = pageText(doc, 2);
            assertTrue(contents.contains("Contents"), contents);
            Matcher m = Pattern.compile("(San Juan Heights|Teddy's Wild Ride)[ .]+(\\d+)").matcher(contents);
            List<String> found = new ArrayList<>();
            while (m.find()) {
                int page = Integer.parseInt(m.group(2));
                assertTrue(pageText(doc, page).strip().startsWith(m.group(1)), "contents say " + m.group(1) + " is on page " + page);
                found.add(m.group(1));
            }
            assertEquals(List.of("San Juan Heights", "Teddy's Wild Ride"), found);
            List<String> bookmarks = new ArrayList<>();
            for (PDOutlineItem item : doc.getDocumentCatalog().getDocumentOutline().children()) {
                bookmarks.add(item.getTitle());
            }
            assertEquals(List.of("Contents", "San Juan Heights", "Teddy's Wild Ride", "Sources and colophon"), bookmarks);
            assertTrue(doc.getNumberOfPages() > 25, "two whole packs: " + doc.getNumberOfPages());
        }
    }

    @Test
    void theColophonGivesEachScenariosSourcesAndTheRuleSetsUsed() throws IOException {
        try (PDDocument doc = Loader.loadPDF(book.toFile())) {
            int pages = doc.getNumberOfPages();
            String end = Packs.flat(pageText(doc, pages - 1) + pageText(doc, pages));
            assertTrue(end.contains("San Juan Heights: sources and reasoning"), end);
            assertTrue(end.contains("Teddy's Wild Ride"), end);
            assertTrue(end.contains("Rule sets") && end.contains("Spanish-American War quick-play rules"), end);
            assertFalse(end.contains("saw-quickplay"), "a rule set is named by its title, not its id: " + end);
            assertTrue(end.contains("Printed with muster 0.1.0"), end);
        }
    }

    @Test
    void theBookIsPdfA() throws Exception {
        PdfATest.compliant(book);
    }

    @Test
    void aScenarioWithErrorsMeansNoBook() throws IOException {
        Path broken = dir.resolve("broken.yaml");
        Files.writeString(broken, Files.readString(Packs.SAN_JUAN, StandardCharsets.UTF_8).replace("type: attack", "type: atack"),
                StandardCharsets.UTF_8);
        Path out = dir.resolve("none.pdf");
        Run r = run("booklet", broken.toString(), "-o", out.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("error[SAW-003]"), r.err());
        assertTrue(!Files.exists(out), "no book when a scenario has errors");
        assertEquals(2, run("booklet", Packs.SAN_JUAN.toString(), "-o", dir.resolve("book.txt").toString()).code());
    }
}
