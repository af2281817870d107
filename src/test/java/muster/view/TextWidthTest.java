package muster.view;

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
                for (char c : TextWidth.EXTRA.toCharArray()) {
                    int gid = font.getUnicodeCmapLookup().getGlyphId(c);
                    assertEquals(font.getAdvanceWidth(gid) * 10 / em, face.of(String.valueOf(c), 10), 0.006,
                            file + " U+" + Integer.toHexString(c));
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

    /** The cut as it was written before issue 15: one character at a time, quadratic in the length. */
    static String slowCut(TextWidth face, String text, double width, double size) {
        if (face.of(text, size) <= width) {
            return text;
        }
        String out = text;
        while (!out.isEmpty() && face.of(out + "…", size) > width) {
            out = out.substring(0, out.length() - 1);
        }
        return out.stripTrailing() + "…";
    }

    @Test
    void theLinearCutGivesWhatTheOneCharacterAtATimeCutGave() {
        java.util.Random rnd = new java.util.Random(15);
        String alphabet = "abcdefghij KLMNOP éçüß—…·0123";
        for (int i = 0; i < 2000; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = rnd.nextInt(60); k > 0; k--) {
                sb.append(alphabet.charAt(rnd.nextInt(alphabet.length())));
            }
            double width = rnd.nextDouble() * 120;
            double size = 4 + rnd.nextDouble() * 8;
            for (TextWidth face : TextWidth.values()) {
                assertEquals(slowCut(face, sb.toString(), width, size), face.cut(sb.toString(), width, size), sb + " at " + width);
            }
        }
    }

    @Test
    void aCutNeverSplitsASurrogatePairAndALongLabelIsCutAtOnce() {
        String emoji = "\uD83D\uDE00".repeat(10);
        for (double width = 0; width < 60; width += 0.5) {
            String cut = TextWidth.SANS.cut(emoji, width, 7);
            assertEquals(false, Character.isHighSurrogate(cut.charAt(Math.max(0, cut.length() - 2))) && cut.length() % 2 == 0,
                    "a lone high surrogate before the ellipsis: " + cut.length());
        }
        String huge = "Provisional Battalion ".repeat(10_000);
        String cut = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(10),
                () -> TextWidth.CONDENSED_BOLD.cut(huge, 100, 7));
        assertEquals(true, TextWidth.CONDENSED_BOLD.of(cut, 7) <= 100);
    }
}
