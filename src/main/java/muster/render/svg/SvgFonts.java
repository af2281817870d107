package muster.render.svg;

import org.apache.pdfbox.pdmodel.font.PDFont;

/**
 * Supplies the fonts text is drawn with. Fonts belong to one {@code PDDocument}, so an implementation is
 * normally made per document.
 */
public interface SvgFonts {

    /**
     * @param family the first family named in SVG {@code font-family}, unquoted (e.g. "DejaVu Sans")
     * @return the font for that family and weight/style, or a fallback for unknown families; never null
     */
    PDFont font(String family, boolean bold, boolean italic);

    /**
     * The same face with every glyph it has, for text {@link #font} cannot encode: an implementation may hand out
     * faces cut down to the usual characters (cheaper to embed) and keep the whole face for the rest.
     */
    default PDFont wholeFont(String family, boolean bold, boolean italic) {
        return font(family, bold, italic);
    }
}
