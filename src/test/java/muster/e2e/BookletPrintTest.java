package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import muster.cli.Main;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.PDFTextStripperByArea;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A booklet of the bundled scenarios for a print shop (A5 trim, 3 mm bleed: trim and bleed boxes,
 * crop marks) and imposed for saddle stitching on a club printer (pages padded to a multiple of
 * four, two to a sheet side, the last and first pages on the first).
 */
class BookletPrintTest {

    static final float A5_W = (float) (148 * 72 / 25.4);
    static final float A5_H = (float) (210 * 72 / 25.4);
    static final float BLEED = (float) (3 * 72 / 25.4);

    @TempDir
    static Path dir;
    static Path trimmed;
    static Path imposed;

    static String run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = new Main(new PrintWriter(o), new PrintWriter(e)).run(args);
        assertEquals(0, code, () -> o + "\n" + e);
        return o.toString();
    }

    static int code(String... args) {
        return new Main(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())).run(args);
    }

    @BeforeAll
    static void print() {
        String scenarios = Packs.ROOT.resolve("scenarios").toString();
        trimmed = dir.resolve("a5.pdf");
        imposed = dir.resolve("saddle.pdf");
        run("booklet", scenarios, "-o", trimmed.toString(), "--trim", "a5", "--bleed", "3", "--title", "Five battles");
        run("booklet", scenarios, "-o", imposed.toString(), "--trim", "a5", "--impose", "saddle", "--title", "Five battles");
    }

    static void near(PDRectangle expected, PDRectangle actual, String what) {
        float[] e = {expected.getLowerLeftX(), expected.getLowerLeftY(), expected.getUpperRightX(), expected.getUpperRightY()};
        float[] a = {actual.getLowerLeftX(), actual.getLowerLeftY(), actual.getUpperRightX(), actual.getUpperRightY()};
        for (int i = 0; i < 4; i++) {
            assertEquals(e[i], a[i], 0.01, what + ": " + actual);
        }
    }

    @Test
    void everyPageHasItsTrimAndBleedBoxesAndCropMarksOutsideTheBleed() throws IOException {
        try (PDDocument doc = Loader.loadPDF(trimmed.toFile())) {
            assertTrue(doc.getNumberOfPages() > 50, "five packs: " + doc.getNumberOfPages());
            for (int i = 0; i < doc.getNumberOfPages(); i++) {
                PDPage page = doc.getPage(i);
                near(new PDRectangle(0, 0, A5_W, A5_H), page.getTrimBox(), "trim box of page " + (i + 1));
                near(new PDRectangle(-BLEED, -BLEED, A5_W + 2 * BLEED, A5_H + 2 * BLEED), page.getBleedBox(), "bleed box of page " + (i + 1));
                PDRectangle media = page.getMediaBox();
                assertTrue(media.getLowerLeftX() < -BLEED - 18 && media.getUpperRightY() > A5_H + BLEED + 18, "room for the marks: " + media);
            }
            // four pixels a point: the marks are the only ink in the slug, in line with the trim's edges
            float scale = 4;
            BufferedImage image = new PDFRenderer(doc).renderImage(0, scale, ImageType.GRAY);
            float m = -doc.getPage(0).getMediaBox().getLowerLeftX();
            int dark = 0;
            int stray = 0;
            for (int y = 0; y < image.getHeight(); y++) {
                for (int x = 0; x < image.getWidth(); x++) {
                    float px = x / scale - m;
                    float py = (image.getHeight() - y) / scale - m;
                    boolean slug = px < -BLEED || py < -BLEED || px > A5_W + BLEED || py > A5_H + BLEED;
                    if (slug && (image.getRaster().getSample(x, y, 0) < 200)) {
                        boolean onTrimLine = Math.abs(px) < 2 || Math.abs(px - A5_W) < 2 || Math.abs(py) < 2 || Math.abs(py - A5_H) < 2;
                        dark++;
                        stray += onTrimLine ? 0 : 1;
                    }
                }
            }
            assertTrue(dark >= 8 * 15 * scale, "eight crop marks of 18 pt: " + dark + " dark pixels in the slug");
            assertEquals(0, stray, "nothing else prints outside the bleed");
        }
    }

    @Test
    void aTitlePageAContentsPageAndAColophonWithTheBookmarksKept() throws IOException {
        try (PDDocument doc = Loader.loadPDF(trimmed.toFile())) {
            assertTrue(text(doc, 1).contains("Five battles"), text(doc, 1));
            assertTrue(text(doc, 2).contains("Contents") && text(doc, 2).contains("Torreón 1914"), text(doc, 2));
            int n = doc.getNumberOfPages();
            String end = Packs.flat(text(doc, n - 2) + text(doc, n - 1) + text(doc, n));
            assertTrue(end.contains("Mexican Revolution 1910-1920 quick-play rules") && end.contains("Spanish-American War quick-play rules"),
                    "the rule sets used: " + end);
            assertFalse(end.contains("mexican-revolution") || end.contains("saw-quickplay"), "titles, not ids: " + end);
            assertTrue(end.contains("Trimmed to A5 (148 x 210 mm) with 3 mm bleed"), end);
            List<String> bookmarks = new ArrayList<>();
            for (PDOutlineItem item : doc.getDocumentCatalog().getDocumentOutline().children()) {
                bookmarks.add(item.getTitle());
                assertTrue(item.findDestinationPage(doc) != null, item.getTitle() + " leads to a page");
            }
            assertEquals(7, bookmarks.size(), "contents, five scenarios, colophon: " + bookmarks);
        }
    }

    @Test
    void theImposedBookHasTwoSheetSidesPerFourPagesTheLastAndFirstOnTheFirst() throws IOException {
        try (PDDocument book = Loader.loadPDF(trimmed.toFile()); PDDocument sheets = Loader.loadPDF(imposed.toFile())) {
            int pages = book.getNumberOfPages();
            assertEquals(2 * ((pages + 3) / 4), sheets.getNumberOfPages(), pages + " pages");
            for (PDPage side : sheets.getPages()) {
                assertEquals(2 * A5_W, side.getMediaBox().getWidth(), 0.01);
                assertEquals(A5_H, side.getMediaBox().getHeight(), 0.01);
            }
            String left = half(sheets, 0, 0);
            String right = half(sheets, 0, 1);
            // the colophon's last lines say how each book is printed; up to them the pages are the same
            String last = squeeze(text(book, pages));
            assertEquals(last.substring(0, last.indexOf("Thisbook")), squeeze(left).substring(0, squeeze(left).indexOf("Thisbook")),
                    "the first sheet side's left half is the last page");
            assertEquals(squeeze(text(book, 1)), squeeze(right), "and its right half the first");
            assertTrue(right.contains("Five battles"), right);
            assertEquals(squeeze(text(book, 2)), squeeze(half(sheets, 1, 0)), "the back of the first sheet starts with page 2");
        }
    }

    /**
     * On a home printer's own paper: Letter in, Letter sheets out (792 x 612 pt) with two half-letter pages a side; A4 in, A4
     * sheets with two A5 pages. Each page's running footer, read back from its half, is where folding puts it.
     */
    @Test
    void saddleStitchingOnLetterAndA4PutsHalfSizePagesTwoASideInFoldingOrder() throws IOException {
        for (String paper : List.of("letter", "a4")) {
            Path file = dir.resolve("saddle-" + paper + ".pdf");
            run("booklet", Packs.ROOT.resolve("scenarios").toString(), "-o", file.toString(), "--paper", paper, "--impose", "saddle");
            float sheetW = paper.equals("letter") ? 792 : PDRectangle.A4.getHeight();
            float sheetH = paper.equals("letter") ? 612 : PDRectangle.A4.getWidth();
            float pageW = paper.equals("letter") ? 396 : A5_W;
            try (PDDocument sheets = Loader.loadPDF(file.toFile())) {
                int sides = sheets.getNumberOfPages();
                List<Integer> order = saddleOrder(2 * sides);
                int labelled = 0;
                java.util.regex.Pattern label = java.util.regex.Pattern.compile("page (\\d+) of (\\d+)");
                for (int side = 0; side < sides; side++) {
                    PDRectangle media = sheets.getPage(side).getMediaBox();
                    assertEquals(sheetW, media.getWidth(), 0.01, paper + " sheet width");
                    assertEquals(sheetH, media.getHeight(), 0.01, paper + " sheet height");
                    for (int which = 0; which < 2; which++) {
                        PDFTextStripperByArea s = new PDFTextStripperByArea();
                        s.addRegion("half", new Rectangle2D.Float(sheetW / 2 - pageW + which * pageW, 0, pageW, sheetH));
                        s.extractRegions(sheets.getPage(side));
                        java.util.regex.Matcher m = label.matcher(s.getTextForRegion("half"));
                        if (m.find()) {
                            labelled++;
                            // blanks pad the book just before its last page
                            int at = order.get(2 * side + which);
                            int expected = at == 2 * sides - 1 ? Integer.parseInt(m.group(2)) - 1 : at;
                            assertEquals(expected + 1, Integer.parseInt(m.group(1)), paper + ": sheet side " + (side + 1) + ", half " + which);
                        }
                    }
                }
                assertTrue(labelled > sides / 2, paper + ": most pages carry a running footer to read back: " + labelled);
            }
        }
    }

    /** The book's page (from 0) on each half of each sheet side, -1 for a blank, as folding and nesting puts them. */
    static List<Integer> saddleOrder(int pages) {
        List<Integer> book = new ArrayList<>();
        for (int i = 0; i < pages; i++) {
            book.add(i);
        }
        List<Integer> out = new ArrayList<>();
        for (int s = 0; s < pages / 4; s++) {
            out.add(book.get(pages - 1 - 2 * s));
            out.add(book.get(2 * s));
            out.add(book.get(2 * s + 1));
            out.add(book.get(pages - 2 - 2 * s));
        }
        return out;
    }

    @Test
    void wrongPrintOptionsAreUsageErrors() {
        String sj = Packs.SAN_JUAN.toString();
        assertEquals(2, code("booklet", sj, "-o", dir.resolve("x.pdf").toString(), "--trim", "b5"));
        assertEquals(2, code("booklet", sj, "-o", dir.resolve("x.pdf").toString(), "--impose", "fold"));
        assertEquals(2, code("booklet", sj, "-o", dir.resolve("x.pdf").toString(), "--impose", "saddle", "--bleed", "3"));
        assertEquals(2, code("booklet", sj, "-o", dir.resolve("x.pdf").toString(), "--trim", "a5", "--bleed", "7"));
    }

    @Test
    void bothArePdfA() throws Exception {
        PdfATest.compliant(trimmed);
        PdfATest.compliant(imposed);
    }

    static String text(PDDocument doc, int page) throws IOException {
        PDFTextStripper s = new PDFTextStripper();
        s.setStartPage(page);
        s.setEndPage(page);
        return s.getText(doc);
    }

    /** The text of one half (0 left, 1 right) of a sheet side. */
    static String half(PDDocument doc, int index, int which) throws IOException {
        PDFTextStripperByArea s = new PDFTextStripperByArea();
        s.addRegion("half", new Rectangle2D.Float(which * A5_W, 0, A5_W, A5_H));
        s.extractRegions(doc.getPage(index));
        return s.getTextForRegion("half");
    }

    static String squeeze(String text) {
        return text.replaceAll("\\s+", "");
    }

    @Test
    void theBookPrintsNoneOfTheToolsOwnWords() throws IOException {
        java.util.Set<String> words = InternalWordsTest.codeWords(PrintedCorpus.scenarios());
        List<String> found = new ArrayList<>();
        try (PDDocument doc = Loader.loadPDF(trimmed.toFile())) {
            List<String> pages = Packs.pageTexts(doc);
            for (int i = 0; i < pages.size(); i++) {
                for (String h : InternalWordsTest.hits(InternalWordsTest.readable(pages.get(i)), words)) {
                    found.add("page " + (i + 1) + ": " + h);
                }
            }
        }
        assertEquals(List.of(), found, "rule-set ids, option keys and notes on the source texts in the book");
    }
}
