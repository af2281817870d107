package muster.render.svg;

import java.awt.geom.AffineTransform;
import java.awt.geom.GeneralPath;
import java.awt.geom.Rectangle2D;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDVectorFont;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;

/**
 * The stroke of text painted under its fill ({@code paint-order: stroke}), as a halo that keeps
 * words readable over a dark ground: drawn as the outlines of the glyphs, not as text, so that the
 * words are in the page's text once (a reader searching or copying finds each word once). Each
 * glyph's outline is one form in the document, stroked with the colour, width and joins in force
 * where it is drawn, so a page of labels repeats a few dozen outlines instead of writing each.
 */
final class Halo {

    /** Glyph units of room round an outline for the stroke: a 2-point halo on 4-point text. */
    private static final float MARGIN = 500;

    private final PDDocument doc;
    private final Map<PDFont, Map<Integer, PDFormXObject>> forms = new IdentityHashMap<>(); // lookups only

    Halo(PDDocument doc) {
        this.doc = doc;
    }

    /**
     * Strokes, with the stroke colour and joins already set, the outlines of {@code text} set in
     * {@code font} at {@code size} from the baseline point (x, y) of a y-down user space,
     * {@code width} points wide. A font without outlines gets no halo.
     */
    void stroke(PdfContentWriter out, PDFont font, String text, double size, double x, double y, double width) throws IOException {
        if (!(font instanceof PDVectorFont vector) || size <= 0) {
            return;
        }
        double scale = size / 1000;
        out.save();
        out.transform(new AffineTransform(scale, 0, 0, -scale, x, y));
        out.lineWidth(width / scale);
        ByteArrayInputStream codes = new ByteArrayInputStream(font.encode(text));
        double advance = 0;
        while (codes.available() > 0) {
            int code = font.readCode(codes);
            PDFormXObject glyph = form(font, vector, code);
            if (glyph != null) {
                out.save();
                out.transform(AffineTransform.getTranslateInstance(advance, 0));
                out.drawForm(glyph);
                out.restore();
            }
            advance += font.getWidth(code);
        }
        out.restore();
    }

    /** The form that strokes one glyph's outline (in the 1000-unit em square, y up), or null for a blank glyph. */
    private PDFormXObject form(PDFont font, PDVectorFont vector, int code) throws IOException {
        Map<Integer, PDFormXObject> byCode = forms.computeIfAbsent(font, f -> new HashMap<>());
        if (byCode.containsKey(code)) {
            return byCode.get(code);
        }
        GeneralPath outline = vector.getNormalizedPath(code);
        Rectangle2D bounds = outline.getBounds2D();
        PDFormXObject form = null;
        if (!bounds.isEmpty()) {
            form = new PDFormXObject(doc);
            form.setResources(new PDResources());
            form.setBBox(new PDRectangle((float) bounds.getX() - MARGIN, (float) bounds.getY() - MARGIN,
                    (float) bounds.getWidth() + 2 * MARGIN, (float) bounds.getHeight() + 2 * MARGIN));
            PdfContentWriter content = new PdfContentWriter(form.getResources());
            content.outline(outline.getPathIterator(null), 0);
            content.paint(false, false, true);
            content.writeTo(form.getCOSObject());
        }
        byCode.put(code, form);
        return form;
    }
}
