package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.junit.jupiter.api.Test;

/** The kit's width tables are the embedded DejaVu faces' own advance widths, so a label that fits on paper fits. */
class TextWidthTest {

    static void same(TextWidth face, String file) throws IOException {
        try (InputStream in = TextWidthTest.class.getClassLoader().getResourceAsStream("net/sf/jasperreports/fonts/dejavu/" + file)) {
            assertNotNull(in, file);
            TrueTypeFont font = new TTFParser().parse(new RandomAccessReadBuffer(in));
            try (font) {
                double em = font.getUnitsPerEm();
                for (int c = 0x20; c < 0x180; c++) {
                    if (c >= 0x7f && c < 0xa0) {
                        continue;
                    }
                    int gid = font.getUnicodeCmapLookup().getGlyphId(c);
                    double expected = font.getAdvanceWidth(gid) * 10 / em;
                    assertEquals(expected, face.of(new String(Character.toChars(c)), 10), 0.006, file + " U+" + Integer.toHexString(c));
                }
            }
        }
    }

    @Test
    void tablesMatchTheFonts() throws IOException {
        same(TextWidth.CONDENSED_BOLD, "DejaVuSansCondensed-Bold.ttf");
        same(TextWidth.SANS, "DejaVuSans.ttf");
        same(TextWidth.SANS_BOLD, "DejaVuSans-Bold.ttf");
    }

    @Test
    void aCutLineFitsAndEndsInAnEllipsis() {
        String cut = TextWidth.SANS.cut("Provisional Battalion of Puerto Rico, company at the junction", 100, 7);
        assertEquals('…', cut.charAt(cut.length() - 1));
        assertEquals(true, TextWidth.SANS.of(cut, 7) <= 100);
    }
}
