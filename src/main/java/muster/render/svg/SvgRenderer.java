package muster.render.svg;

import java.awt.geom.AffineTransform;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.function.Supplier;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.form.PDTransparencyGroupAttributes;

/**
 * Walks the element tree and draws it: groups, nested svg, use/symbol, shapes; text is delegated to
 * {@link TextPainter}, fills and strokes to {@link Inks}, clipping to {@link ClipPaths}.
 */
final class SvgRenderer {

    private final PDDocument pdf;
    private final SvgDocument doc;
    private final StyleResolver styles;
    private final Warnings warnings;
    private final ClipPaths clips;
    private final TextPainter text;
    private final Inks inks;
    /** Elements being drawn right now, to catch use cycles. */
    private final Set<SvgElement> drawing = Collections.newSetFromMap(new IdentityHashMap<>());
    private int drawn;

    SvgRenderer(PDDocument pdf, SvgDocument doc, SvgFonts fonts, Warnings warnings, FontSubsetRegistry subsets, Halo halo,
                StyleCache styleCache) {
        this.pdf = pdf;
        this.doc = doc;
        this.styles = new StyleResolver(doc.styleSheet(), styleCache);
        this.warnings = warnings;
        this.inks = new Inks(doc, warnings, new PatternFactory(this));
        this.clips = new ClipPaths(this);
        this.text = new TextPainter(this, fonts, subsets, halo);
    }

    SvgDocument document() {
        return doc;
    }

    StyleResolver styles() {
        return styles;
    }

    Warnings warnings() {
        return warnings;
    }

    Inks inks() {
        return inks;
    }

    /** Draws the root svg's content; the caller has already mapped its viewport and viewBox. */
    void drawRoot(SvgElement root, DrawContext ctx) throws IOException {
        ComputedStyle style = styles.compute(root, ComputedStyle.initial());
        if (style.displayNone() || style.opacity() <= 0) {
            return;
        }
        drawing.add(root); // stays: nothing may use the root
        if (style.opacity() < 1) {
            drawAsGroup(root, style, ctx, (c) -> drawContainer(root, style, c, new AffineTransform()));
        } else {
            drawContainer(root, style, ctx, new AffineTransform());
        }
    }

    void drawChildren(SvgElement parent, ComputedStyle parentStyle, DrawContext ctx) throws IOException {
        for (SvgElement child : parent.childElements()) {
            draw(child, parentStyle, ctx);
        }
    }

    void draw(SvgElement e, ComputedStyle parentStyle, DrawContext ctx) throws IOException {
        if (ctx.depth() > SvgLimits.MAX_DEPTH) {
            throw new SvgException("drawing nests deeper than " + SvgLimits.MAX_DEPTH + " levels at " + e.describe()
                    + " (use references count as levels)");
        }
        if (++drawn > SvgLimits.MAX_DRAWN) {
            throw new SvgException("more than " + SvgLimits.MAX_DRAWN + " elements to draw (use expansions included) at "
                    + e.describe());
        }
        switch (e.name()) {
            case "defs", "style", "title", "desc", "metadata", "pattern", "clipPath", "symbol" -> {
                return; // non-rendering: only drawn when referenced
            }
            case "g", "a", "svg", "use", "text", "rect", "circle", "ellipse", "line", "polyline", "polygon", "path" -> {
                // drawn below
            }
            case "image" -> {
                warnings.add("skipped " + e.describe() + ": images are not supported (no external or raster content)");
                return;
            }
            default -> {
                warnings.add("skipped unsupported element " + e.describe());
                return;
            }
        }
        ComputedStyle style = styles.compute(e, parentStyle);
        if (style.displayNone() || style.opacity() <= 0) {
            return;
        }
        drawing.add(e);
        try {
            if (style.opacity() < 1 && needsGroup(e, style)) {
                drawAsGroup(e, style, ctx, (c) -> drawElement(e, style, c, 1));
            } else {
                drawElement(e, style, ctx, style.opacity());
            }
        } finally {
            drawing.remove(e);
        }
    }

    /** Group opacity fades the composite; only a transparency group does that right when paints overlap. */
    private static boolean needsGroup(SvgElement e, ComputedStyle style) {
        if (ShapeOutlines.isShape(e.name())) {
            return !(style.resolve(style.fill()) instanceof Paint.None)
                    && !(style.resolve(style.stroke()) instanceof Paint.None) && !e.name().equals("line");
        }
        return !e.name().equals("text");
    }

    @FunctionalInterface
    private interface Body {
        void draw(DrawContext ctx) throws IOException;
    }

    /** Draws {@code body} into a transparency group form and paints that with the given opacity. */
    private void drawAsGroup(SvgElement e, ComputedStyle style, DrawContext ctx, Body body) throws IOException {
        AffineTransform inverse;
        try {
            inverse = ctx.ctm().createInverse();
        } catch (NoninvertibleTransformException ex) {
            return; // collapsed to nothing
        }
        Rectangle2D box = inverse.createTransformedShape(ctx.viewport()).getBounds2D();
        PDFormXObject group = new PDFormXObject(pdf);
        group.setResources(new PDResources());
        group.setBBox(new PDRectangle((float) box.getX(), (float) box.getY(), (float) box.getWidth(),
                (float) box.getHeight()));
        group.setGroup(new PDTransparencyGroupAttributes());
        PdfContentWriter groupOut = new PdfContentWriter(group.getResources());
        body.draw(new DrawContext(groupOut, new AffineTransform(), box, ctx.depth()));
        groupOut.writeTo(group.getCOSObject());
        ctx.out().save();
        ctx.out().graphicsState(inks.alphaState(style.opacity(), style.opacity()));
        ctx.out().drawForm(group);
        ctx.out().restore();
    }

    /** @param alpha element opacity still to apply (1 when a transparency group already does it) */
    private void drawElement(SvgElement e, ComputedStyle style, DrawContext ctx, double alpha) throws IOException {
        switch (e.name()) {
            case "g", "a" -> drawContainer(e, style, ctx, TransformParser.attr(e, "transform")); // links are not followed
            case "svg" -> drawNestedSvg(e, style, ctx);
            case "use" -> drawUse(e, style, ctx);
            case "text" -> {
                AffineTransform local = TransformParser.attr(e, "transform");
                ctx.out().save();
                ctx.out().transform(local);
                DrawContext inner = ctx.enter(local);
                if (clips.apply(e, style, inner)) {
                    text.draw(e, style, inner, alpha);
                }
                ctx.out().restore();
            }
            default -> drawShape(e, style, ctx, alpha);
        }
    }

    private void drawContainer(SvgElement e, ComputedStyle style, DrawContext ctx, AffineTransform local)
            throws IOException {
        ctx.out().save();
        ctx.out().transform(local);
        DrawContext inner = ctx.enter(local);
        if (clips.apply(e, style, inner)) {
            drawChildren(e, style, inner);
        }
        ctx.out().restore();
    }

    private void drawNestedSvg(SvgElement e, ComputedStyle style, DrawContext ctx) throws IOException {
        double x = Lengths.attr(e, "x", 0);
        double y = Lengths.attr(e, "y", 0);
        ViewBox viewBox = ViewBox.of(e);
        double w = e.attr("width") != null ? Lengths.attr(e, "width", 0) : viewBox != null ? viewBox.width() : -1;
        double h = e.attr("height") != null ? Lengths.attr(e, "height", 0) : viewBox != null ? viewBox.height() : -1;
        if (w == 0 || h == 0) {
            return;
        }
        AffineTransform local = AffineTransform.getTranslateInstance(x, y);
        ctx.out().save();
        ctx.out().transform(local);
        if (w > 0 && h > 0) {
            ctx.out().rect(0, 0, w, h); // nested viewports clip (overflow: hidden)
            ctx.out().clip(false);
            if (viewBox != null) {
                AffineTransform map = viewBox.toViewport(w, h, e.attr("preserveAspectRatio"));
                ctx.out().transform(map);
                local.concatenate(map);
            }
        }
        DrawContext inner = ctx.enter(local);
        if (clips.apply(e, style, inner)) {
            drawChildren(e, style, inner);
        }
        ctx.out().restore();
    }

    private void drawUse(SvgElement use, ComputedStyle style, DrawContext ctx) throws IOException {
        String href = use.attr("href") != null ? use.attr("href") : use.attr("xlink:href");
        if (href == null || href.isBlank()) {
            warnings.add("skipped " + use.describe() + ": no href");
            return;
        }
        href = href.trim();
        if (!href.startsWith("#")) {
            throw new SvgException(use.describe() + " references \"" + href
                    + "\"; only local references (#id) are allowed");
        }
        SvgElement target = doc.lookup(href);
        if (target == null) {
            warnings.add("skipped " + use.describe() + ": no element with id \"" + href.substring(1) + "\"");
            return;
        }
        if (target == use || target.isAncestorOf(use) || drawing.contains(target)) {
            throw new SvgException(use.describe() + " references " + target.describe()
                    + ", which contains it: use cycle");
        }
        AffineTransform local = TransformParser.attr(use, "transform");
        local.translate(Lengths.attr(use, "x", 0), Lengths.attr(use, "y", 0));
        ctx.out().save();
        ctx.out().transform(local);
        DrawContext inner = ctx.enter(local);
        if (clips.apply(use, style, inner)) {
            if (target.name().equals("symbol")) {
                drawSymbol(target, use, style, inner);
            } else {
                draw(target, style, inner);
            }
        }
        ctx.out().restore();
    }

    private void drawSymbol(SvgElement symbol, SvgElement use, ComputedStyle useStyle, DrawContext ctx)
            throws IOException {
        ComputedStyle style = styles.compute(symbol, useStyle);
        if (style.displayNone()) {
            return;
        }
        drawing.add(symbol);
        try {
            ViewBox viewBox = ViewBox.of(symbol);
            AffineTransform local = new AffineTransform();
            if (viewBox != null) {
                double w = use.attr("width") != null ? Lengths.attr(use, "width", 0) : Lengths.attr(symbol, "width", viewBox.width());
                double h = use.attr("height") != null ? Lengths.attr(use, "height", 0) : Lengths.attr(symbol, "height", viewBox.height());
                if (w <= 0 || h <= 0) {
                    return;
                }
                local = viewBox.toViewport(w, h, symbol.attr("preserveAspectRatio"));
            }
            drawContainer(symbol, style, ctx, local);
        } finally {
            drawing.remove(symbol);
        }
    }

    private void drawShape(SvgElement e, ComputedStyle style, DrawContext ctx, double alpha) throws IOException {
        if (!style.visible()) {
            return;
        }
        PathData outline = ShapeOutlines.of(e);
        if (outline.isEmpty()) {
            return;
        }
        AffineTransform local = TransformParser.attr(e, "transform");
        DrawContext inner = ctx.enter(local);
        Supplier<Rectangle2D> bounds = outline::bounds;
        Ink fill = e.name().equals("line") ? null : inks.of(style.resolve(style.fill()), e, "fill", inner, bounds);
        Ink stroke = style.strokeWidth() > 0 ? inks.of(style.resolve(style.stroke()), e, "stroke", inner, bounds) : null;
        if (fill == null && stroke == null) {
            return;
        }
        PdfContentWriter out = ctx.out();
        out.save();
        out.transform(local);
        if (clips.apply(e, style, inner)) {
            inks.set(out, style, fill, stroke, alpha);
            out.path(outline);
            out.paint(fill != null, style.fillEvenOdd(), stroke != null);
        }
        out.restore();
    }
}
