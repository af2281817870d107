package muster.render.svg;

import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.pattern.PDTilingPattern;

/**
 * Turns an SVG {@code <pattern>} into a PDF tiling pattern, so hatching stays vector. A PDF pattern is fixed
 * to the coordinate space of the stream that uses it, so one PDF pattern is made per distinct transform at
 * the point of use (and per bounding box when {@code patternUnits="objectBoundingBox"}).
 */
final class PatternFactory {

    private final SvgRenderer renderer;
    private final Map<String, PDTilingPattern> cache = new HashMap<>(); // lookups only
    private final Set<SvgElement> building = Collections.newSetFromMap(new IdentityHashMap<>());

    PatternFactory(SvgRenderer renderer) {
        this.renderer = renderer;
    }

    /** The pattern as seen from {@code ctx}, or null when the tile is empty (which paints nothing). */
    PDTilingPattern tiling(SvgElement pattern, DrawContext ctx, Supplier<Rectangle2D> bounds) throws IOException {
        if (building.contains(pattern)) {
            throw new SvgException(pattern.describe() + " is used inside its own content");
        }
        boolean objectBox = !"userSpaceOnUse".equals(attr(pattern, "patternUnits"));
        double x = Lengths.attr(pattern, "x", 0);
        double y = Lengths.attr(pattern, "y", 0);
        double w = Lengths.attr(pattern, "width", 0);
        double h = Lengths.attr(pattern, "height", 0);
        Rectangle2D box = null;
        if (objectBox) {
            box = bounds.get();
            x = box.getX() + x * box.getWidth();
            y = box.getY() + y * box.getHeight();
            w *= box.getWidth();
            h *= box.getHeight();
        }
        if (w <= 0 || h <= 0) {
            return null;
        }
        if ("objectBoundingBox".equals(attr(pattern, "patternContentUnits"))) {
            renderer.warnings().add(pattern.describe() + ": patternContentUnits=\"objectBoundingBox\" is not supported; "
                    + "content drawn in user space");
        }
        if (attr(pattern, "href") != null || attr(pattern, "xlink:href") != null) {
            renderer.warnings().add(pattern.describe() + ": href templates between patterns are not supported");
        }

        AffineTransform matrix = new AffineTransform(ctx.ctm());
        matrix.concatenate(TransformParser.attr(pattern, "patternTransform"));
        matrix.translate(x, y); // tile content is drawn relative to the tile's top-left corner
        String key = pattern.ordinal() + "|" + matrixKey(matrix) + "|" + w + "x" + h
                + (box == null ? "" : "|" + box);
        PDTilingPattern cached = cache.get(key);
        if (cached != null) {
            return cached;
        }

        PDTilingPattern tiling = new PDTilingPattern();
        tiling.setPaintType(PDTilingPattern.PAINT_COLORED);
        tiling.setTilingType(PDTilingPattern.TILING_CONSTANT_SPACING);
        tiling.setBBox(new PDRectangle(0, 0, (float) w, (float) h));
        tiling.setXStep((float) w);
        tiling.setYStep((float) h);
        tiling.setMatrix(matrix);
        tiling.setResources(new PDResources());

        PdfContentWriter out = new PdfContentWriter(tiling.getResources());
        AffineTransform content = new AffineTransform();
        ViewBox viewBox = ViewBox.of(pattern);
        if (viewBox != null) {
            content = viewBox.toViewport(w, h, pattern.attr("preserveAspectRatio"));
            out.transform(content);
        }
        building.add(pattern);
        try {
            renderer.drawChildren(pattern, renderer.styles().inPlace(pattern),
                    new DrawContext(out, content, new Rectangle2D.Double(0, 0, w, h), ctx.depth() + 1));
        } finally {
            building.remove(pattern);
        }
        out.writeTo(tiling.getContentStream().getCOSObject());
        cache.put(key, tiling);
        return tiling;
    }

    private static String attr(SvgElement e, String name) {
        String v = e.attr(name);
        return v == null ? null : v.trim();
    }

    private static String matrixKey(AffineTransform m) {
        return PdfContentWriter.num(m.getScaleX()) + "," + PdfContentWriter.num(m.getShearY()) + ","
                + PdfContentWriter.num(m.getShearX()) + "," + PdfContentWriter.num(m.getScaleY()) + ","
                + PdfContentWriter.num(m.getTranslateX()) + "," + PdfContentWriter.num(m.getTranslateY());
    }
}
