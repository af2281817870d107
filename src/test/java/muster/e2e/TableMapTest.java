package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import muster.cli.Main;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The true-scale table map measured in the PDF: the grid's lines stand 432 pt apart at 1:1 and
 * 216 pt at 1:2 (to a hundredth of a point); San Juan Heights takes at most 50 Letter sheets and
 * 4 of A0; every page is its paper's size, draws nothing past its edges and shows ink; sheets are
 * vector only.
 */
class TableMapTest {

    static final double LETTER_W = 612;
    static final double LETTER_H = 792;

    static PDDocument table(Path dir) throws IOException {
        return Loader.loadPDF(dir.resolve(Packs.ID).resolve(Packs.ID + "-table.pdf").toFile());
    }

    /** {@code muster build SAN_JUAN --only TABLE extra...} into {@code out}; exit 0 demanded. */
    static Path tableOnly(Path out, String... extra) {
        List<String> args = new ArrayList<>(List.of("build", Packs.SAN_JUAN.toString(), "-o", out.toString(), "--only", "TABLE"));
        args.addAll(List.of(extra));
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        assertEquals(0, new Main(new PrintWriter(o), new PrintWriter(e)).run(args.toArray(String[]::new)), () -> o + "\n" + e);
        return out;
    }

    /** The x of every vertical line on a page that runs the table's whole depth: the grid's lines, as drawn. */
    static List<Double> gridLines(PDPage page, double depth) throws IOException {
        TreeSet<Double> xs = new TreeSet<>();
        for (PageDrawing.Segment s : PageDrawing.of(page).segments) {
            if (Math.abs(s.x1() - s.x2()) < 1e-3 && s.length() > depth - 1 && s.length() < depth + 1) {
                xs.add(Math.round(s.x1() * 1000) / 1000.0);
            }
        }
        return new ArrayList<>(xs);
    }

    private static void gridSquare(Path dir, int scale) throws IOException {
        try (PDDocument doc = table(dir)) {
            List<Double> xs = gridLines(doc.getPage(1), 48 * 72.0 / scale);
            assertTrue(xs.size() >= 2, "grid lines on the first sheet printed: " + xs);
            for (int i = 1; i < xs.size(); i++) {
                assertEquals(432.0 / scale, xs.get(i) - xs.get(i - 1), 0.01, "6 table inches at 1:" + scale + ", lines at " + xs);
            }
        }
    }

    @Test
    void sixTableInchesAre432PointsAtTrueScale() throws IOException {
        gridSquare(Packs.shared().root(), 1);
    }

    @Test
    void sixTableInchesAre216PointsAtOneToTwo() throws IOException {
        gridSquare(Packs.shared("--map-scale", "1:2").root(), 2);
    }

    @Test
    void anIndexPageThenEverySheetWithItsNameAndCalibration() throws IOException {
        try (PDDocument doc = table(Packs.shared().root())) {
            int sheets = doc.getNumberOfPages() - 1;
            assertTrue(sheets < 50, "a 72 x 48 table at 1:1 on 50 Letter sheets, those of open ground left out, not " + sheets);
            String index = Packs.flat(pageText(doc, 1));
            assertTrue(index.contains("on 50 sheets of Letter"), index);
            assertTrue(index.contains("so " + sheets + " sheets are printed and " + (50 - sheets) + " saved"), index);
            assertTrue(index.contains(" 50 "), "the index numbers the last sheet");
            for (int page : new int[] {2, 26, sheets + 1}) {
                String t = Packs.flat(pageText(doc, page));
                assertTrue(t.matches("(?s).*Sheet \\d+ .*"), "page " + page + " has no sheet name");
                assertTrue(t.contains("6 in"), "page " + page + " has no calibration bar");
            }
            // the last page is the last sheet printed: the highest number on any page (sheet 50 itself may be left out)
            int last = 0;
            for (int page = 2; page <= sheets + 1; page++) {
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("Sheet (\\d+) San Juan Heights").matcher(Packs.flat(pageText(doc, page)));
                assertTrue(m.find(), "page " + page + " names its sheet");
                assertTrue(Integer.parseInt(m.group(1)) > last, "sheet " + m.group(1) + " after sheet " + last);
                last = Integer.parseInt(m.group(1));
            }
            assertTrue(last >= 40, "the last sheet printed is of the last row, not " + last);
        }
    }

    @Test
    void onAZeroTheTableTakesFourSheetsAndTheIndexStaysOnTheHomePaper(@TempDir Path out) throws IOException {
        try (PDDocument doc = table(tableOnly(out, "--table-paper", "a0"))) {
            assertTrue(doc.getNumberOfPages() - 1 <= 4, "sheets of A0: " + (doc.getNumberOfPages() - 1));
            assertPaper(doc.getPage(0), LETTER_W, LETTER_H);
            for (int i = 1; i < doc.getNumberOfPages(); i++) {
                assertPaper(doc.getPage(i), 841 / 25.4 * 72, 1189 / 25.4 * 72);
            }
        }
    }

    @Test
    void aRollIsCutToTheTableAndAnUnknownPaperIsAUsageMistake(@TempDir Path out) throws IOException {
        try (PDDocument doc = table(tableOnly(out, "--table-paper", "36in"))) {
            for (int i = 1; i < doc.getNumberOfPages(); i++) {
                PDRectangle box = doc.getPage(i).getMediaBox();
                assertEquals(36 * 72, Math.min(box.getWidth(), box.getHeight()), 0.01, "the roll's width");
            }
            assertEquals(3, doc.getNumberOfPages(), "the index and two lengths of a 36 in roll for a 72 x 48 table");
        }
        StringWriter err = new StringWriter();
        int code = new Main(new PrintWriter(new StringWriter()), new PrintWriter(err)).run("build", Packs.SAN_JUAN.toString(), "-o",
                out.resolve("x").toString(), "--table-paper", "b5");
        assertEquals(2, code);
        assertTrue(err.toString().contains("--table-paper must be letter, a4, tabloid, a3, a2, a1, a0"), err.toString());
        assertTrue(!Files.exists(out.resolve("x")), "nothing written");
    }

    static void assertPaper(PDPage page, double w, double h) {
        PDRectangle box = page.getMediaBox();
        double bw = box.getWidth();
        double bh = box.getHeight();
        assertTrue(Math.abs(bw - w) < 0.01 && Math.abs(bh - h) < 0.01 || Math.abs(bw - h) < 0.01 && Math.abs(bh - w) < 0.01,
                "page of " + bw + " x " + bh + " on paper " + w + " x " + h);
    }

    /** Every page on its paper (either way up), nothing drawn past its edges, and ink wherever there is text. */
    private static void fitsAndShows(PDDocument doc, double w, double h, String what) throws IOException {
        PDFRenderer renderer = new PDFRenderer(doc);
        for (int i = 0; i < doc.getNumberOfPages(); i++) {
            PDPage page = doc.getPage(i);
            if (i == 0) {
                assertPaper(page, w, h);
            }
            PDRectangle box = page.getMediaBox();
            Rectangle2D paper = new Rectangle2D.Double(box.getLowerLeftX() - 0.01, box.getLowerLeftY() - 0.01, box.getWidth() + 0.02,
                    box.getHeight() + 0.02);
            PageDrawing d = PageDrawing.of(page);
            assertTrue(!d.marks.isEmpty(), what + " page " + (i + 1) + " draws nothing");
            for (Rectangle2D m : d.marks) {
                assertTrue(paper.contains(m), what + " page " + (i + 1) + " draws past its edge: " + m);
            }
            BufferedImage image = renderer.renderImageWithDPI(i, 12, ImageType.GRAY);
            assertTrue(inked(image), what + " page " + (i + 1) + " prints no ink");
        }
        // every sheet is the same paper as the first
        PDRectangle first = doc.getPage(1).getMediaBox();
        for (int i = 2; i < doc.getNumberOfPages(); i++) {
            assertEquals(first.getWidth(), doc.getPage(i).getMediaBox().getWidth(), 0.01);
            assertEquals(first.getHeight(), doc.getPage(i).getMediaBox().getHeight(), 0.01);
        }
        assertPaper(doc.getPage(1), w, h);
    }

    private static boolean inked(BufferedImage image) {
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xff) < 240) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void everyPageFitsLetterAndA4AtOneToOneAndOneToTwo(@TempDir Path out) throws IOException {
        try (PDDocument doc = table(Packs.shared().root())) {
            fitsAndShows(doc, LETTER_W, LETTER_H, "Letter 1:1");
        }
        try (PDDocument doc = table(Packs.shared("--map-scale", "1:2").root())) {
            fitsAndShows(doc, LETTER_W, LETTER_H, "Letter 1:2");
        }
        double a4w = 210 / 25.4 * 72;
        double a4h = 297 / 25.4 * 72;
        try (PDDocument doc = table(Packs.shared("--paper", "a4").root())) {
            fitsAndShows(doc, a4w, a4h, "A4 1:1");
        }
        try (PDDocument doc = table(tableOnly(out, "--paper", "a4", "--map-scale", "1:2", "--skip-blank"))) {
            fitsAndShows(doc, a4w, a4h, "A4 1:2, blanks left out");
        }
    }

    static String pageText(PDDocument doc, int page) throws IOException {
        org.apache.pdfbox.text.PDFTextStripper s = new org.apache.pdfbox.text.PDFTextStripper();
        s.setStartPage(page);
        s.setEndPage(page);
        return s.getText(doc);
    }

    @Test
    void sheetsAreVectorOnlyWithEmbeddedFonts() throws IOException {
        try (PDDocument doc = table(Packs.shared().root())) {
            for (PDPage page : doc.getPages()) {
                checkResources(page.getResources(), 0);
            }
        }
    }

    private static void checkResources(PDResources res, int depth) throws IOException {
        if (res == null || depth > 8) {
            return;
        }
        for (COSName name : res.getFontNames()) {
            assertTrue(res.getFont(name).isEmbedded(), "font not embedded: " + res.getFont(name).getName());
        }
        for (COSName name : res.getXObjectNames()) {
            PDXObject x = res.getXObject(name);
            assertTrue(!(x instanceof PDImageXObject), "raster image on a table sheet");
            if (x instanceof PDFormXObject f) {
                checkResources(f.getResources(), depth + 1);
            }
        }
    }
}
