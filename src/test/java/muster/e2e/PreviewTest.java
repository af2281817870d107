package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.junit.jupiter.api.Test;

/**
 * {@code build --preview} writes a PNG of the game master's map and of each side's map: the map as
 * its pack prints it, at 150 dpi, with its drawing and its labels. Sizes are checked against the
 * printed map, not as pixel counts, so a change of font rendering does not move them.
 */
class PreviewTest {

    private static final int DPI = 150;
    /** A pixel or two of rounding where the rasteriser meets the drawing's edge. */
    private static final double SLACK = 2;

    /** A preview and the pack that prints its map. */
    private record Picture(String name, String pack) {
    }

    @Test
    void aPictureOfEveryMapAtOneHundredAndFiftyDotsPerInch() throws IOException {
        Packs.Built built = Packs.shared("--preview");
        for (Picture picture : List.of(new Picture("-map.png", "-gm.pdf"), new Picture("-us-map.png", "-us.pdf"),
                new Picture("-spain-map.png", "-spain.pdf"))) {
            String name = picture.name();
            Path file = built.file(Packs.ID + name);
            assertTrue(Files.isRegularFile(file), "no " + file);
            BufferedImage image = ImageIO.read(file.toFile());
            assertNotNull(image, file + " is not a PNG");
            List<PDRectangle> printed = drawings(built.file(Packs.ID + picture.pack()));
            assertTrue(printed.stream().anyMatch(box -> near(box.getWidth(), image.getWidth()) && near(box.getHeight(), image.getHeight())),
                    name + " is " + image.getWidth() + " x " + image.getHeight() + " pixels, not the size of a map its pack prints at "
                            + DPI + " dpi; the pack's drawings measure "
                            + printed.stream().map(b -> Math.round(b.getWidth()) + " x " + Math.round(b.getHeight()) + " pt").toList());
            assertTrue(distinctColours(image) > 20, name + " looks blank");
            double ink = ink(image);
            assertTrue(ink > 0.005, name + " has hardly any dark ink (" + ink + " of its pixels): its labels and lines are missing");
        }
        assertTrue(!Files.exists(Packs.shared().file(Packs.ID + "-map.png")), "no preview unless asked for");
    }

    private static boolean near(double points, int pixels) {
        return Math.abs(points * DPI / 72 - pixels) <= SLACK;
    }

    /** The box of every drawing (form) the pack's pages place. */
    private static List<PDRectangle> drawings(Path pdf) throws IOException {
        List<PDRectangle> out = new ArrayList<>();
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            for (PDPage page : doc.getPages()) {
                for (COSName n : page.getResources().getXObjectNames()) {
                    if (page.getResources().getXObject(n) instanceof PDFormXObject form && form.getBBox() != null) {
                        out.add(form.getBBox());
                    }
                }
            }
        }
        return out;
    }

    private static int distinctColours(BufferedImage image) {
        Set<Integer> seen = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 7) {
            for (int x = 0; x < image.getWidth(); x += 7) {
                seen.add(image.getRGB(x, y));
            }
        }
        return seen.size();
    }

    /** The share of pixels dark enough to be lettering or a line of ink (about 2% on the bundled maps). */
    private static double ink(BufferedImage image) {
        long dark = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y);
                int luminance = (299 * (rgb >> 16 & 0xff) + 587 * (rgb >> 8 & 0xff) + 114 * (rgb & 0xff)) / 1000;
                if (luminance < 64) {
                    dark++;
                }
            }
        }
        return (double) dark / ((long) image.getWidth() * image.getHeight());
    }
}
