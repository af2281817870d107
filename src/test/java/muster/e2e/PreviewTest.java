package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** {@code build --preview} writes a PNG of the game master's map and of each side's map. */
class PreviewTest {

    @Test
    void aPictureOfEveryMapAtOneHundredAndFiftyDotsPerInch() throws IOException {
        Packs.Built built = Packs.shared("--preview");
        for (String name : new String[] {"-map.png", "-us-map.png", "-spain-map.png"}) {
            var file = built.file(Packs.ID + name);
            assertTrue(Files.isRegularFile(file), "no " + file);
            BufferedImage image = ImageIO.read(file.toFile());
            assertNotNull(image, file + " is not a PNG");
            // every map keeps 1:8, its key (which the legend's free cells do not hold) wrapped in a column right of the
            // table, out to the page's margin: 733.4 pt, 1528 pixels at 150 dpi
            assertEquals(1528, image.getWidth(), 2, name);
            assertTrue(image.getHeight() > 900, name + " " + image.getHeight());
            assertTrue(distinctColours(image) > 20, name + " looks blank");
        }
        assertTrue(!Files.exists(Packs.shared().file(Packs.ID + "-map.png")), "no preview unless asked for");
    }

    private static int distinctColours(BufferedImage image) {
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 7) {
            for (int x = 0; x < image.getWidth(); x += 7) {
                seen.add(image.getRGB(x, y));
            }
        }
        return seen.size();
    }
}
