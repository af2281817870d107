package muster.render.svg;

import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;

/**
 * Where drawing currently goes.
 *
 * @param out      the content stream being written
 * @param ctm      current transform relative to that stream's own default space (patterns need it: a
 *                 pattern's matrix maps into the default space of the stream that uses it)
 * @param viewport the visible area in that default space (bounds for transparency groups)
 * @param depth    nesting level while drawing, including {@code use} expansions
 */
record DrawContext(PdfContentWriter out, AffineTransform ctm, Rectangle2D viewport, int depth) {

    DrawContext {
        ctm = new AffineTransform(ctm);
    }

    /** One level deeper with {@code local} appended to the transform. */
    DrawContext enter(AffineTransform local) {
        AffineTransform t = new AffineTransform(ctm);
        t.concatenate(local);
        return new DrawContext(out, t, viewport, depth + 1);
    }
}
