package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import muster.cli.Main;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * A few map pages as a reader sees them: each is rendered at {@value #DPI} dpi by PDFBox and held
 * to its reference picture in src/test/resources/visual, pixel by pixel, tolerant of antialiasing
 * (a pixel counts as changed when a colour channel moves by more than {@value #CHANNEL} of 255, and
 * the page as changed when more than {@value #SHARE} of its pixels do). On a change the test writes
 * the new picture and a diff (changed pixels red over a faded page) under target/visual. Refresh
 * the references with {@code -Dmuster.visual.update=true}, after looking at the diffs.
 */
class MapVisualTest {

    static final int DPI = 40;
    static final int CHANNEL = 60;
    static final double SHARE = 0.002;
    static final boolean UPDATE = Boolean.getBoolean("muster.visual.update");
    static final Path REFERENCES = Packs.ROOT.resolve("src/test/resources/visual");
    static final Path OUT = Packs.ROOT.resolve("target/visual");

    @TempDir
    static Path built;

    /** The map pages held to a picture: a reference name, the scenario, and the file of its pack. */
    static final String[][] PAGES = {
        {"san-juan-heights-gm", "scenarios/san-juan-heights.yaml", "san-juan-heights/san-juan-heights-gm.pdf"},
        {"san-juan-heights-us", "scenarios/san-juan-heights.yaml", "san-juan-heights/san-juan-heights-us.pdf"},
        {"bayan-cottas-gm", "src/test/resources/authors/splendid-little-war-2.yaml", "bayan-cottas/bayan-cottas-gm.pdf"},
        {"narrow-pass-spain", "src/test/resources/maps/narrow-pass.yaml", "narrow-pass/narrow-pass-spain.pdf"},
    };

    @TestFactory
    Stream<DynamicTest> mapPagesLookAsTheirReferences() {
        return Stream.of(PAGES).map(p -> DynamicTest.dynamicTest(p[0], () -> check(p[0], p[1], p[2])));
    }

    private static void check(String name, String scenario, String file) throws IOException {
        // San Juan is built once for the end-to-end tests that read it
        Path pdf = scenario.equals("scenarios/san-juan-heights.yaml") ? Packs.shared().root().resolve(file) : built.resolve(file);
        if (!Files.exists(pdf)) {
            StringWriter err = new StringWriter();
            int code = new Main(new PrintWriter(new StringWriter()), new PrintWriter(err)).run("build", Packs.ROOT.resolve(scenario).toString(),
                    "-o", built.toString());
            assertEquals(0, code, err.toString());
        }
        BufferedImage actual = mapPage(pdf);
        Path reference = REFERENCES.resolve(name + ".png");
        if (UPDATE || !Files.exists(reference)) {
            Files.createDirectories(REFERENCES);
            ImageIO.write(actual, "png", reference.toFile());
            assertTrue(UPDATE, "no reference picture for " + name + "; one was written to " + reference + ": look at it and commit it");
            return;
        }
        BufferedImage expected = ImageIO.read(reference.toFile());
        assertEquals(expected.getWidth() + "x" + expected.getHeight(), actual.getWidth() + "x" + actual.getHeight(), name + ": page size");
        BufferedImage diff = new BufferedImage(actual.getWidth(), actual.getHeight(), BufferedImage.TYPE_INT_RGB);
        long changed = 0;
        for (int y = 0; y < actual.getHeight(); y++) {
            for (int x = 0; x < actual.getWidth(); x++) {
                int a = actual.getRGB(x, y);
                int e = expected.getRGB(x, y);
                boolean moved = channel(a, e, 16) > CHANNEL || channel(a, e, 8) > CHANNEL || channel(a, e, 0) > CHANNEL;
                changed += moved ? 1 : 0;
                int grey = 255 - (255 - (((e >> 16) & 255) + ((e >> 8) & 255) + (e & 255)) / 3) / 4;
                diff.setRGB(x, y, moved ? 0xE00000 : grey << 16 | grey << 8 | grey);
            }
        }
        double share = (double) changed / (actual.getWidth() * actual.getHeight());
        if (share > SHARE) {
            Files.createDirectories(OUT);
            ImageIO.write(actual, "png", OUT.resolve(name + ".png").toFile());
            ImageIO.write(diff, "png", OUT.resolve(name + "-diff.png").toFile());
        }
        assertTrue(share <= SHARE, String.format("%s: %d pixels (%.2f%%) differ from %s; see %s", name, changed, 100 * share, reference,
                OUT.resolve(name + "-diff.png")));
    }

    private static int channel(int a, int b, int shift) {
        return Math.abs(((a >> shift) & 255) - ((b >> shift) & 255));
    }

    /** The page that holds the map (its scale bar's note), rendered. */
    static BufferedImage mapPage(Path pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            for (int p = 1; p <= doc.getNumberOfPages(); p++) {
                PDFTextStripper s = new PDFTextStripper();
                s.setStartPage(p);
                s.setEndPage(p);
                if (s.getText(doc).contains("table inches (1:")) {
                    return new PDFRenderer(doc).renderImageWithDPI(p - 1, DPI, ImageType.RGB);
                }
            }
        }
        throw new AssertionError("no map page in " + pdf);
    }
}
