package muster.render.svg;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDTilingPattern;
import org.apache.pdfbox.pdmodel.graphics.state.PDExtendedGraphicsState;

/**
 * Paints as the content stream takes them: a resolved fill or stroke to its {@link Ink} (a colour,
 * or a tiling pattern from {@link PatternFactory}), the inks and stroke parameters set before a
 * shape or a run of text is painted, and one graphics state per pair of alpha values.
 */
final class Inks {

    private final SvgDocument doc;
    private final Warnings warnings;
    private final PatternFactory patterns;
    private final Map<String, PDExtendedGraphicsState> alphaStates = new HashMap<>(); // lookups only

    Inks(SvgDocument doc, Warnings warnings, PatternFactory patterns) {
        this.doc = doc;
        this.warnings = warnings;
        this.patterns = patterns;
    }

    /**
     * What a paint becomes in PDF: a colour, a tiling pattern for {@code url(#pattern)}, or null for nothing.
     * References to anything but a pattern fall back to the paint's fallback colour, with a warning.
     */
    Ink of(Paint paint, SvgElement e, String property, DrawContext ctx, Supplier<Rectangle2D> bounds)
            throws IOException {
        if (paint instanceof Paint.Rgb rgb) {
            return new Ink.Color(rgb);
        }
        if (paint instanceof Paint.Url url) {
            SvgElement target = doc.lookup(url.id());
            if (target != null && target.name().equals("pattern")) {
                PDTilingPattern pattern = patterns.tiling(target, ctx, bounds);
                return pattern == null ? null : new Ink.Tiling(pattern);
            }
            warnings.add(property + " of " + e.describe() + " references "
                    + (target == null ? "missing #" + url.id() : "unsupported " + target.describe())
                    + "; using fallback");
            return url.fallback() instanceof Paint.Rgb rgb ? new Ink.Color(rgb) : null;
        }
        return null;
    }

    /** Sets opacity, colours or patterns, and stroke parameters for the inks about to be used. */
    void set(PdfContentWriter out, ComputedStyle style, Ink fill, Ink stroke, double alpha) throws IOException {
        double fillAlpha = fill == null ? 1 : alpha * style.fillOpacity() * inkAlpha(fill);
        double strokeAlpha = stroke == null ? 1 : alpha * style.strokeOpacity() * inkAlpha(stroke);
        if (fillAlpha < 1 || strokeAlpha < 1) {
            out.graphicsState(alphaState(strokeAlpha, fillAlpha));
        }
        if (fill instanceof Ink.Color c) {
            out.fillRgb(c.rgb());
        } else if (fill instanceof Ink.Tiling t) {
            out.fillPattern(t.pattern());
        }
        if (stroke != null) {
            if (stroke instanceof Ink.Color c) {
                out.strokeRgb(c.rgb());
            } else if (stroke instanceof Ink.Tiling t) {
                out.strokePattern(t.pattern());
            }
            out.lineWidth(style.strokeWidth());
            if (style.lineCap() != 0) {
                out.lineCap(style.lineCap());
            }
            if (style.lineJoin() != 0) {
                out.lineJoin(style.lineJoin());
            }
            out.miterLimit(style.miterLimit()); // PDF's default is 10, SVG's is 4
            if (style.dashArray() != null) {
                out.dash(style.dashArray(), style.dashOffset());
            }
        }
    }

    private static double inkAlpha(Ink ink) {
        return ink instanceof Ink.Color c ? c.rgb().alpha() : 1;
    }

    /** The graphics state with these constant alphas, one for each pair in the document. */
    PDExtendedGraphicsState alphaState(double strokeAlpha, double fillAlpha) {
        String key = PdfContentWriter.num(strokeAlpha) + "/" + PdfContentWriter.num(fillAlpha);
        return alphaStates.computeIfAbsent(key, k -> {
            PDExtendedGraphicsState gs = new PDExtendedGraphicsState();
            gs.setStrokingAlphaConstant((float) strokeAlpha);
            gs.setNonStrokingAlphaConstant((float) fillAlpha);
            return gs;
        });
    }
}
