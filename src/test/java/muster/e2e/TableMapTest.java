package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.graphics.PDXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The true-scale table map measured in the PDF: the grid's column letters, centred in 6" columns,
 * stand 432 pt apart at 1:1 and 216 pt at 1:2 (to half a point); sheets are vector only.
 */
class TableMapTest {

    static Path one;
    static Path two;

    @BeforeAll
    static void build() {
        one = Packs.shared().root();
        two = Packs.shared("--map-scale", "1:2").root();
    }

    static PDDocument table(Path dir) throws IOException {
        return Loader.loadPDF(dir.resolve(Packs.ID).resolve(Packs.ID + "-table.pdf").toFile());
    }

    /** x of the first glyph of each single-letter column label along the top of sheet R1·C1 (page 2). */
    static Map<String, Float> columnLetters(PDDocument doc) throws IOException {
        Map<String, Float> xs = new TreeMap<>();
        float top = Float.MAX_VALUE;
        List<Packs.Run> runs = Packs.runs(doc, 2);
        for (Packs.Run r : runs) {
            if (r.text().strip().matches("[A-L]") && r.y() < top + 2) {
                top = Math.min(top, r.y());
            }
        }
        for (Packs.Run r : runs) {
            if (r.text().strip().matches("[A-L]") && Math.abs(r.y() - top) < 2) {
                xs.putIfAbsent(r.text().strip(), r.x());
            }
        }
        return xs;
    }

    @Test
    void sixTableInchesAre432PointsAtTrueScale() throws IOException {
        try (PDDocument doc = table(one)) {
            Map<String, Float> xs = columnLetters(doc);
            assertTrue(xs.containsKey("A") && xs.containsKey("B"), "grid letters on sheet R1·C1: " + xs);
            assertEquals(432.0, xs.get("B") - xs.get("A"), 0.5, "6 table inches at 1:1");
        }
    }

    @Test
    void sixTableInchesAre216PointsAtOneToTwo() throws IOException {
        try (PDDocument doc = table(two)) {
            Map<String, Float> xs = columnLetters(doc);
            assertEquals(216.0, xs.get("B") - xs.get("A"), 0.5, "6 table inches at 1:2");
            assertEquals(216.0, xs.get("C") - xs.get("B"), 0.5);
        }
    }

    @Test
    void anIndexPageThenEverySheetWithItsNameAndCalibration() throws IOException {
        try (PDDocument doc = table(one)) {
            assertEquals(61, doc.getNumberOfPages(), "index + 60 Letter sheets for a 72 x 48 table at 1:1");
            assertTrue(Packs.flat(pageText(doc, 1)).contains("R6·C10"), "the index names the last sheet");
            // every sheet carries the same furniture; reading all 60 through the whole map is slow, so check three
            for (int page : new int[] {2, 31, 61}) {
                String t = Packs.flat(pageText(doc, page));
                assertTrue(t.contains("sheet R"), "page " + page + " has no sheet name");
                assertTrue(t.contains("Calibration: 6 table inches"), "page " + page + " has no calibration ruler");
            }
            assertTrue(Packs.flat(pageText(doc, 61)).contains("sheet R6·C10"), "the last page is the last sheet");
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
        try (PDDocument doc = table(one)) {
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
