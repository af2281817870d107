package muster.render;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;
import muster.render.svg.SvgFonts;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * The fonts of one PDF document, loaded lazily as subsets of the faces this thread has parsed. The
 * page layout and the map painter share these objects, so each face is embedded once; a face's whole cut
 * only joins the document for a character its common cut lacks.
 */
final class DocumentFonts implements SvgFonts {

    private final PDDocument doc;
    private final Map<FontFace, PDType0Font> loaded = new EnumMap<>(FontFace.class);
    private final Map<FontFace, PDType0Font> whole = new EnumMap<>(FontFace.class);

    DocumentFonts(PDDocument doc) {
        this.doc = doc;
    }

    synchronized PDType0Font get(FontFace face) {
        return load(face, FontFace.Cut.COMMON);
    }

    synchronized PDType0Font whole(FontFace face) {
        return load(face, FontFace.Cut.WHOLE);
    }

    private PDType0Font load(FontFace face, FontFace.Cut cut) {
        return (cut == FontFace.Cut.COMMON ? loaded : whole).computeIfAbsent(face, f -> {
            try {
                return PDType0Font.load(doc, f.parsed(cut), true);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    @Override
    public PDFont font(String family, boolean bold, boolean italic) {
        return get(face(family, bold, italic));
    }

    @Override
    public PDFont wholeFont(String family, boolean bold, boolean italic) {
        return whole(face(family, bold, italic));
    }

    private static FontFace face(String family, boolean bold, boolean italic) {
        FontFace best = FontFace.SANS;
        for (FontFace f : FontFace.values()) {
            if (f.family().equalsIgnoreCase(family) && f.bold() == bold && f.italic() == italic) {
                return f;
            }
            if (f.family().equalsIgnoreCase(family) && f.bold() == bold) {
                best = f;
            }
        }
        if (best == FontFace.SANS) {
            best = bold ? (italic ? FontFace.SANS_BOLD_OBLIQUE : FontFace.SANS_BOLD) : (italic ? FontFace.SANS_OBLIQUE : FontFace.SANS);
        }
        return best;
    }
}
