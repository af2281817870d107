package muster.render;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.fontbox.FontBoxFont;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.font.CIDFontMapping;
import org.apache.pdfbox.pdmodel.font.FontMapper;
import org.apache.pdfbox.pdmodel.font.FontMappers;
import org.apache.pdfbox.pdmodel.font.FontMapping;
import org.apache.pdfbox.pdmodel.font.PDCIDSystemInfo;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;

/**
 * Answers PDFBox's requests for system fonts (it asks when openhtmltopdf creates the standard 14
 * fonts, which never reach the output) with DejaVu Sans from the jar. Without it PDFBox scans the
 * host's fonts on first use: seconds of start-up and a cache file written to the home folder. It hands out
 * the common cut, already in the jar's memory. PDFBox also asks it for a document's own font whose program is
 * not written yet, so a document read back before it is saved shows the wrong letters: read it from its bytes.
 */
final class JarFontMapper implements FontMapper {

    private static boolean installed;
    private TrueTypeFont font;

    static synchronized void install() {
        if (!installed) {
            FontMappers.set(new JarFontMapper());
            installed = true;
        }
    }

    private synchronized TrueTypeFont font() {
        if (font == null) {
            try {
                font = new TTFParser().parse(new RandomAccessReadBuffer(FontFace.SANS.bytes(FontFace.Cut.COMMON)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return font;
    }

    @Override
    public FontMapping<TrueTypeFont> getTrueTypeFont(String baseFont, PDFontDescriptor descriptor) {
        return new FontMapping<>(font(), true);
    }

    @Override
    public FontMapping<FontBoxFont> getFontBoxFont(String baseFont, PDFontDescriptor descriptor) {
        return new FontMapping<>(font(), true);
    }

    @Override
    public CIDFontMapping getCIDFont(String baseFont, PDFontDescriptor descriptor, PDCIDSystemInfo cidSystemInfo) {
        return new CIDFontMapping(null, font(), true);
    }
}
