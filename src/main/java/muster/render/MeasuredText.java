package muster.render;

import com.openhtmltopdf.extend.FontContext;
import com.openhtmltopdf.pdfboxout.PdfBoxFSFont;
import com.openhtmltopdf.pdfboxout.PdfBoxFontResolver.FontDescription;
import com.openhtmltopdf.pdfboxout.PdfBoxTextRenderer;
import com.openhtmltopdf.render.FSFont;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * openhtmltopdf's text renderer for one document, remembering each text width it has measured: the line breaker
 * measures the same words and runs again and again, and each measure encodes the string through the font's cmap.
 * A width is PDFBox's own answer for the same fonts, size and string, so the layout (and the bytes) are the same;
 * drawing is left to openhtmltopdf: PDFBox's glyph substitution there has no hook (the page content stream, its
 * adapter and the output device are all made inside openhtmltopdf, the embedding PDType0Font constructor is private).
 *
 * <p>The key holds the font descriptions themselves (they compare by identity and live as long as the document's
 * font resolver), so a remembered answer is only reused for the same fonts of the same document, after the first
 * measure has loaded every font it touched. A font object's descriptions and size are final, so it is bound to
 * its widths by identity. One instance serves one renderer on one thread.
 */
final class MeasuredText extends PdfBoxTextRenderer {

    /** The fonts of a style at a size; font descriptions compare by identity. */
    private record Fonts(List<FontDescription> fonts, float size) {
    }

    /** Widths by string, for each font list and size met. */
    private final Map<Fonts, Map<String, Integer>> byFonts = new HashMap<>();
    /** The same maps by font object, as a style keeps its font: one identity lookup for most measures. */
    private final Map<FSFont, Map<String, Integer>> byFont = new IdentityHashMap<>();

    @Override
    public int getWidth(FontContext context, FSFont font, String string) {
        Map<String, Integer> widths = byFont.get(font);
        if (widths == null) {
            List<FontDescription> fonts = fontsOf(font);
            if (fonts == null) {
                return super.getWidth(context, font, string); // says why (an empty font list is reported every time)
            }
            widths = byFonts.computeIfAbsent(new Fonts(new ArrayList<>(fonts), font.getSize2D()), f -> new HashMap<>());
            byFont.put(font, widths);
        }
        if (string == null) {
            return super.getWidth(context, font, string);
        }
        Integer known = widths.get(string);
        if (known != null) {
            return known;
        }
        int width = super.getWidth(context, font, string);
        widths.put(string, width);
        return width;
    }

    private static List<FontDescription> fontsOf(FSFont font) {
        if (font instanceof PdfBoxFSFont pdfFont) {
            List<FontDescription> fonts = pdfFont.getFontDescriptions();
            return fonts == null || fonts.isEmpty() ? null : fonts;
        }
        return null;
    }
}
