package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import muster.scenario.Unit;
import muster.scenario.load.ScenarioLoader;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The paper-play kit as printed, measured in the PDF: the counters' drawn outlines (their fills),
 * the crop marks, where the backs land, the trim and bleed boxes; embedded fonts, no raster.
 */
class KitPdfTest {

    static final double MM = 72 / 25.4;
    /** The fill of side A's counter fronts and backs in the bundled kit.css. */
    static final int FRONT_A = 0x1f3a68;
    static final int BACK_A = 0x5673a3;

    static Path one;
    static Path two;
    static Path bled;

    @BeforeAll
    static void build() {
        one = Packs.shared().root();
        two = Packs.shared("--map-scale", "1:2").root();
        bled = Packs.shared("--bleed", "3", "--duplex-offset", "0.5,-0.3").root();
    }

    static PDDocument kit(Path dir) throws IOException {
        return Loader.loadPDF(dir.resolve(Packs.ID).resolve(Packs.ID + "-kit.pdf").toFile());
    }

    /** Every path painted on a page, forms included, with its bounds on the page (PDF points, y up) and its colour. */
    static List<PageDrawing.Painted> painted(PDPage page) throws IOException {
        return PageDrawing.of(page).painted;
    }

    static List<Rectangle2D> fills(PDPage page, int rgb) throws IOException {
        return painted(page).stream().filter(p -> p.fill() && p.rgb() == rgb).map(PageDrawing.Painted::bounds).toList();
    }

    /** The first page whose text has all of {@code words}, counting from 0. */
    static int page(PDDocument doc, String... words) throws IOException {
        List<String> texts = Packs.pageTexts(doc);
        for (int i = 0; i < texts.size(); i++) {
            String flat = Packs.flat(texts.get(i));
            if (java.util.Arrays.stream(words).allMatch(flat::contains)) {
                return i;
            }
        }
        throw new AssertionError("no page with " + String.join(", ", words));
    }

    /** The first sheet of side A's counter fronts ("1" counters, fronts", or "1" counters, markers" where markers share it). */
    static int firstFronts(PDDocument doc) throws IOException {
        List<String> texts = Packs.pageTexts(doc);
        for (int i = 0; i < texts.size(); i++) {
            String flat = Packs.flat(texts.get(i));
            if (flat.contains("1\" counters, ") && !flat.contains("1\" counters, backs")) {
                return i;
            }
        }
        throw new AssertionError("no page of 1\" counter fronts");
    }

    @Test
    void aSawQuickplayBaseCounterMeasures72PointsAtTrueScaleAnd36AtOneToTwo() throws IOException {
        for (Path dir : List.of(one, two)) {
            double size = dir == one ? 72 : 36;
            try (PDDocument doc = kit(dir)) {
                PDPage page = doc.getPage(firstFronts(doc));
                List<Rectangle2D> counters = fills(page, FRONT_A);
                assertTrue(counters.size() >= 50, "V Corps counters on its first sheet: " + counters.size());
                for (Rectangle2D r : counters) {
                    assertEquals(size, r.getWidth(), 0.05, "counter width at 1:" + (int) (72 / size));
                    assertEquals(size, r.getHeight(), 0.05, "counter depth at 1:" + (int) (72 / size));
                }
                // the crop marks above the counters stand a counter's width apart
                List<Double> marks = painted(page).stream().filter(p -> !p.fill() && p.bounds().getWidth() < 0.01
                        && p.bounds().getMinY() > page.getMediaBox().getHeight() - 40).map(p -> p.bounds().getMinX()).sorted().toList();
                assertTrue(marks.size() >= 4, "crop marks in the top margin: " + marks);
                for (int i = 1; i < marks.size(); i++) {
                    assertEquals(size, marks.get(i) - marks.get(i - 1), 0.05, "crop marks " + marks);
                }
                double left = counters.stream().mapToDouble(Rectangle2D::getMinX).min().orElseThrow();
                assertEquals(left, marks.get(0), 0.05, "the first mark lines up with the first counter's edge");
            }
        }
    }

    @Test
    void backsLandBehindTheirFrontsWithTheDuplexOffset() throws IOException {
        for (Path dir : List.of(one, bled)) {
            boolean offset = dir == bled;
            double grow = offset ? 3 * MM : 0;
            try (PDDocument doc = kit(dir)) {
                int n = firstFronts(doc);
                PDPage front = doc.getPage(n);
                PDPage back = doc.getPage(n + 1);
                assertTrue(Packs.flat(Packs.pageTexts(doc).get(n + 1)).contains("reverse of page " + (n + 1) + " (flip on the long edge)"));
                float pw = front.getMediaBox().getWidth();
                List<Rectangle2D> fronts = fills(front, FRONT_A);
                List<Rectangle2D> backs = fills(back, BACK_A);
                assertEquals(fronts.size(), backs.size());
                for (Rectangle2D f : fronts) {
                    assertEquals(72 + 2 * grow, f.getWidth(), 0.05, "the fill runs " + grow + " pt past each cut");
                    double x = pw - f.getMinX() - f.getWidth() + (offset ? 0.5 * MM : 0);
                    double y = f.getMinY() - (offset ? -0.3 * MM : 0);
                    assertTrue(backs.stream().anyMatch(b -> Math.abs(b.getMinX() - x) < 0.05 && Math.abs(b.getMinY() - y) < 0.05
                            && Math.abs(b.getWidth() - f.getWidth()) < 0.05), "no back behind the front at x " + f.getMinX());
                }
            }
        }
    }

    @Test
    void trimAndBleedBoxesOnlyWithABleed() throws IOException {
        try (PDDocument doc = kit(one)) {
            for (PDPage page : doc.getPages()) {
                assertFalse(page.getCOSObject().containsKey(COSName.TRIM_BOX), "no trim box without --bleed");
                assertFalse(page.getCOSObject().containsKey(COSName.BLEED_BOX), "no bleed box without --bleed");
            }
        }
        try (PDDocument doc = kit(bled)) {
            for (PDPage page : doc.getPages()) {
                assertTrue(page.getCOSObject().containsKey(COSName.TRIM_BOX));
                assertTrue(page.getCOSObject().containsKey(COSName.BLEED_BOX));
            }
            PDPage counters = doc.getPage(firstFronts(doc));
            PDRectangle trim = counters.getTrimBox();
            PDRectangle bleed = counters.getBleedBox();
            assertEquals(trim.getLowerLeftX() - 3 * MM, bleed.getLowerLeftX(), 0.05);
            assertEquals(trim.getUpperRightY() + 3 * MM, bleed.getUpperRightY(), 0.05);
            List<Rectangle2D> fills = fills(counters, FRONT_A);
            double left = fills.stream().mapToDouble(Rectangle2D::getMinX).min().orElseThrow() + 3 * MM;
            assertEquals(left, trim.getLowerLeftX(), 0.05, "the trim box starts at the first counter's cut");
        }
    }

    @Test
    void everyUnitHasItsLabelInTheKit() throws IOException {
        String text;
        try (PDDocument doc = kit(one)) {
            text = String.join("\n", Packs.pageTexts(doc));
        }
        var scenario = ScenarioLoader.load(Packs.SAN_JUAN, "x").scenario().orElseThrow();
        java.util.function.Function<Unit, String> labels = muster.view.kit.KitParts.labels(scenario);
        String flat = Packs.flat(text);
        for (var side : scenario.sides()) {
            for (Unit u : side.units()) {
                for (String word : labels.apply(u).split(" ")) {
                    assertTrue(flat.contains(word), "no counter for " + u.id());
                }
                assertTrue(text.contains(u.displayName().substring(0, Math.min(20, u.displayName().length()))), "not indexed: " + u.id());
            }
        }
        assertTrue(text.contains("PINNED"), "pinned on the backs");
        assertTrue(text.contains("Field gun") && text.contains("Fire arc"), "templates");
        assertFalse(text.contains("Siege gun"), "no siege sheaf: San Juan has no siege gun");
        assertTrue(text.contains("Calibration bar: 4 table inches at true scale (1:1)."));
    }

    @Test
    void aBleedOrOffsetOutOfRangeIsAUsageMistake() {
        for (String[] args : new String[][] {{"--bleed", "9"}, {"--bleed", "-1"}, {"--duplex-offset", "1"},
                {"--duplex-offset", "11,0"}, {"--duplex-offset", "a,b"}}) {
            java.io.StringWriter err = new java.io.StringWriter();
            int code = new muster.cli.Main(new java.io.PrintWriter(new java.io.StringWriter()), new java.io.PrintWriter(err))
                    .run("build", Packs.SAN_JUAN.toString(), "-o", "unused", args[0], args[1]);
            assertEquals(2, code, String.join(" ", args) + ": " + err);
            assertTrue(err.toString().contains(args[0]), err.toString());
        }
    }

    @Test
    void fontsAreEmbeddedAndNothingIsRaster() throws IOException {
        for (Path dir : List.of(one, bled)) {
            try (PDDocument doc = kit(dir)) {
                for (PDPage page : doc.getPages()) {
                    for (PDFont font : Packs.fonts(page)) {
                        assertTrue(font.isEmbedded(), "font not embedded: " + font.getName());
                    }
                    Packs.walkResources(page.getResources(), r -> r.getXObjectNames().forEach(name -> {
                        try {
                            assertFalse(r.getXObject(name) instanceof org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject,
                                    "raster image");
                        } catch (IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    }));
                }
            }
        }
    }
}
