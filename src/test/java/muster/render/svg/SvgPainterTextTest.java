package muster.render.svg;

import static muster.render.svg.SvgTestSupport.svg;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;

/** Text stays real PDF text: extractable, positioned by text-anchor, drawn in the right font face. */
class SvgPainterTextTest {

    /** Collects every glyph's position and font as PDFTextStripper sees it. */
    private static final class GlyphCollector extends PDFTextStripper {
        final List<TextPosition> glyphs = new ArrayList<>();

        GlyphCollector() throws IOException {
            setSortByPosition(true);
        }

        @Override
        protected void processTextPosition(TextPosition text) {
            super.processTextPosition(text);
            glyphs.add(text);
        }
    }

    private record Extracted(String text, List<TextPosition> glyphs, List<String> warnings) {
        TextPosition first(String glyph) {
            return glyphs.stream().filter(g -> g.getUnicode().equals(glyph)).findFirst().orElseThrow();
        }
    }

    private static Extracted extract(String svg) throws IOException {
        try (PDDocument doc = new PDDocument()) {
            SvgPainter painter = new SvgPainter(new SvgTestSupport.DejaVuFonts(doc));
            SvgTestSupport.paintOnPage(doc, painter, svg);
            // save and reload, so embedding and subsetting are part of what is checked
            try (PDDocument reloaded = org.apache.pdfbox.Loader.loadPDF(SvgTestSupport.save(doc))) {
                GlyphCollector collector = new GlyphCollector();
                String text = collector.getText(reloaded);
                return new Extracted(text, collector.glyphs, painter.warnings());
            }
        }
    }

    @Test
    void aHaloUnderTheTextIsPaintedButTheWordsAreInTheTextOnce() throws IOException {
        // white text on black, its stroke first: a red halo round the letters, the letters white over it
        String body = "<rect x='0' y='0' width='300' height='100' fill='#000000'/>"
                + "<text x='20' y='70' font-size='60' fill='#ffffff' stroke='#ff0000' stroke-width='8' stroke-linejoin='round'"
                + " style='paint-order: stroke'>IIII</text>";
        Extracted e = extract(svg(300, 100, body));
        assertEquals("IIII", e.text().trim(), "the words once, not once more for the halo");
        java.awt.image.BufferedImage image = SvgTestSupport.paintAndRender(svg(300, 100, body), 1);
        int red = 0;
        int white = 0;
        for (int x = 0; x < 300; x++) {
            for (int y = 0; y < 100; y++) {
                red += SvgTestSupport.near(image, x, y, 0xff0000) ? 1 : 0;
                white += SvgTestSupport.near(image, x, y, 0xffffff) ? 1 : 0;
            }
        }
        assertTrue(red > 300, "the halo is painted: " + red + " red pixels");
        assertTrue(white > 300, "the letters are painted over it, not hidden: " + white + " white pixels");
        Extracted plain = extract(svg(300, 100, body.replace(" style='paint-order: stroke'", "")));
        assertEquals("IIII", plain.text().trim());
    }

    @Test
    void textIsExtractableAndUnescapedAndCollapsed() throws IOException {
        Extracted e = extract(svg(300, 100,
                "<text x='10' y='50' font-family='DejaVu Sans' font-size='12'>\n   Woods &amp;   Marsh\n"
                        + "  &lt;hex&gt; </text>"));
        assertEquals("Woods & Marsh <hex>", e.text().trim());
    }

    @Test
    void startAnchoredTextBeginsAtXAndSitsOnTheBaseline() throws IOException {
        Extracted e = extract(svg(300, 100, "<text x='40' y='60' font-size='20'>Hill</text>"));
        TextPosition h = e.first("H");
        assertEquals(40, h.getXDirAdj(), 0.5);
        assertEquals(60, h.getYDirAdj(), 0.5); // PDFTextStripper measures y from the top, at the baseline
        assertEquals(20, h.getFontSizeInPt(), 0.01);
    }

    @Test
    void aListOfPositionsUsesTheFirstAndSaysSo() throws IOException {
        Extracted list = extract(svg(300, 100, "<text x='40, 90 120' y=' 60 ' font-size='20'>Hill</text>"));
        assertEquals(40, list.first("H").getXDirAdj(), 0.5);
        assertEquals(60, list.first("H").getYDirAdj(), 0.5);
        assertEquals(1, list.warnings().size(), list.warnings().toString());
        assertTrue(list.warnings().get(0).startsWith("x of <text"), list.warnings().toString());
        Extracted trailing = extract(svg(300, 100, "<text x='40,' y='60' font-size='20'>Hill</text>"));
        assertEquals(40, trailing.first("H").getXDirAdj(), 0.5);
        assertEquals(List.of(), trailing.warnings());
    }

    @Test
    void middleAnchorCentresTheTextOnX() throws IOException {
        Extracted e = extract(svg(400, 100,
                "<text x='200' y='50' font-size='24' text-anchor='middle'>Objective</text>"));
        List<TextPosition> glyphs = e.glyphs();
        double left = glyphs.get(0).getXDirAdj();
        TextPosition last = glyphs.get(glyphs.size() - 1);
        double right = last.getXDirAdj() + last.getWidthDirAdj();
        assertTrue(left < 170, "starts well left of x: " + left);
        assertEquals(200, (left + right) / 2, 1.5);
    }

    @Test
    void endAnchorEndsAtX() throws IOException {
        Extracted e = extract(svg(400, 100, "<text x='300' y='50' font-size='16' text-anchor='end'>Ford</text>"));
        TextPosition last = e.glyphs().get(e.glyphs().size() - 1);
        assertEquals(300, last.getXDirAdj() + last.getWidthDirAdj(), 1.0);
    }

    @Test
    void boldPicksTheBoldFontAndNormalTheRegular() throws IOException {
        Extracted e = extract(svg(300, 100,
                "<text x='10' y='30' font-family='DejaVu Sans' font-weight='bold'>B</text>"
                        + "<text x='10' y='60' font-family='DejaVu Sans' font-weight='700' font-style='italic'>I</text>"
                        + "<text x='10' y='90' font-family='DejaVu Sans'>R</text>"));
        assertFontName(e.first("B").getFont(), "DejaVuSans-Bold");
        assertFontName(e.first("I").getFont(), "DejaVuSans-BoldOblique");
        assertFontName(e.first("R").getFont(), "DejaVuSans");
    }

    private static void assertFontName(PDFont font, String expected) {
        assertNotNull(font);
        String name = font.getName().substring(font.getName().indexOf('+') + 1); // drop subset tag
        assertEquals(expected, name);
    }

    @Test
    void tspansContinueOrRepositionTheText() throws IOException {
        Extracted e = extract(svg(300, 100,
                "<text x='10' y='30' font-size='12'>Turn <tspan font-weight='bold'>1</tspan>"
                        + "<tspan x='10' y='60'>Reinforcements</tspan></text>"));
        assertTrue(e.text().contains("Turn 1"), e.text());
        assertTrue(e.text().contains("Reinforcements"), e.text());
        assertFontName(e.first("1").getFont(), "DejaVuSans-Bold");
        TextPosition r = e.first("R");
        assertEquals(10, r.getXDirAdj(), 0.5);
        assertEquals(60, r.getYDirAdj(), 0.5);
        assertTrue(e.first("1").getXDirAdj() > 30, "bold run follows the first run");
    }

    @Test
    void missingGlyphBecomesQuestionMarkWithAWarning() throws IOException {
        // U+4E00 (CJK) is not in DejaVu Sans
        Extracted e = extract(svg(300, 100, "<text x='10' y='50'>A\u4E00B</text>"));
        assertEquals("A?B", e.text().trim());
        assertTrue(e.warnings().stream().anyMatch(w -> w.contains("U+4E00")), e.warnings().toString());
    }

    @Test
    void hiddenTextIsNotDrawn() throws IOException {
        Extracted e = extract(svg(300, 100,
                "<text x='10' y='30' display='none'>Gone</text><text x='10' y='60' visibility='hidden'>Hidden</text>"
                        + "<text x='10' y='90'>Shown</text>"));
        assertEquals("Shown", e.text().trim());
        assertFalse(e.text().contains("Gone"));
    }
}
