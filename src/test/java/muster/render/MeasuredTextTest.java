package muster.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.openhtmltopdf.bidi.SimpleBidiReorderer;
import com.openhtmltopdf.css.constants.IdentValue;
import com.openhtmltopdf.pdfboxout.PdfBoxFSFont;
import com.openhtmltopdf.pdfboxout.PdfBoxRenderer;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.pdfboxout.PdfBoxFontResolver.FontDescription;
import com.openhtmltopdf.pdfboxout.PdfBoxTextRenderer;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.junit.jupiter.api.Test;

/** A remembered width is the one openhtmltopdf's own text renderer gives, for every font, size and string. */
class MeasuredTextTest {

    private static final List<String> WORDS = List.of("office", "fluffy", "fi", "ffl", "Ærøskøbing", "naïve café",
            "e\u0301te\u0301", "a\u0308", "Soft\u00ADhyphen", "two words", " ", "", "漢x", "missing 漢 in a string longer than 32 chars",
            "1st Bn., 14th Inf. (½ strength)");

    @Test
    void widthsAreOpenhtmltopdfsForEachFontSizeAndString() throws IOException {
        try (PDDocument doc = new PDDocument();
                // only for the thread's shared context, which the measure of a string the first font lacks needs
                PdfBoxRenderer renderer = new PdfRendererBuilder().usePDDocument(doc)
                        .withHtmlContent("<html><body></body></html>", null).buildPdfRenderer()) {
            FontDescription sans = description(doc, FontFace.SANS);
            FontDescription bold = description(doc, FontFace.SANS_BOLD);
            FontDescription serif = description(doc, FontFace.SERIF);
            List<PdfBoxFSFont> fonts = List.of(new PdfBoxFSFont(List.of(sans), 12f), new PdfBoxFSFont(List.of(sans), 9.5f),
                    new PdfBoxFSFont(List.of(bold), 12f), new PdfBoxFSFont(List.of(serif, sans), 12f));
            PdfBoxTextRenderer plain = new PdfBoxTextRenderer();
            plain.setup(null, new SimpleBidiReorderer());
            MeasuredText measured = new MeasuredText();
            measured.setup(null, new SimpleBidiReorderer());
            for (int round = 0; round < 2; round++) { // the second round is answered from what the first remembered
                for (PdfBoxFSFont font : fonts) {
                    for (String word : WORDS) {
                        // a font list made again, as the resolver makes one per style, finds the same widths
                        PdfBoxFSFont again = new PdfBoxFSFont(List.copyOf(font.getFontDescriptions()), font.getSize2D());
                        String what = word + " at " + font.getSize2D() + " in " + font.getFontDescriptions().size() + " fonts";
                        int expected = plain.getWidth(null, font, word);
                        assertEquals(expected, measured.getWidth(null, again, word), what);
                        assertEquals(expected, measured.getWidth(null, font, word), what);
                    }
                }
            }
            // the key tells sizes and faces apart
            assertNotEquals(measured.getWidth(null, fonts.get(0), "office"), measured.getWidth(null, fonts.get(1), "office"));
            assertNotEquals(measured.getWidth(null, fonts.get(0), "office"), measured.getWidth(null, fonts.get(2), "office"));
        }
    }

    @Test
    void anEmptyFontListIsLeftToOpenhtmltopdf() {
        MeasuredText measured = new MeasuredText();
        assertEquals(0, measured.getWidth(null, new PdfBoxFSFont(List.of(), 12f), "office"));
    }

    private static FontDescription description(PDDocument doc, FontFace face) throws IOException {
        return new FontDescription(PDType0Font.load(doc, face.parsed(FontFace.Cut.COMMON), true), IdentValue.NORMAL, face.weight());
    }
}
