package muster.render.svg;

import java.awt.geom.AffineTransform;
import java.util.ArrayList;
import java.util.List;

/**
 * Applies {@code clip-path="url(#id)"}: the clipPath's shapes (and uses of shapes), in the referencing
 * element's user space, become one PDF clipping path. Several children are joined into one path under the
 * nonzero rule, which equals their union unless they overlap with opposite winding.
 */
final class ClipPaths {

    private final SvgRenderer renderer;

    ClipPaths(SvgRenderer renderer) {
        this.renderer = renderer;
    }

    /**
     * Sets the element's clip in {@code ctx} (inside a q/Q the caller owns).
     *
     * @return false when the clip leaves nothing visible, so drawing can be skipped
     */
    boolean apply(SvgElement e, ComputedStyle style, DrawContext ctx) {
        String id = style.clipPath();
        if (id == null) {
            return true;
        }
        SvgElement clip = renderer.document().lookup(id);
        if (clip == null || !clip.name().equals("clipPath")) {
            renderer.warnings().add("clip-path of " + e.describe() + " references "
                    + (clip == null ? "missing #" + id : clip.describe()) + "; not clipped");
            return true;
        }
        if ("objectBoundingBox".equals(clip.attr("clipPathUnits") == null ? null : clip.attr("clipPathUnits").trim())) {
            renderer.warnings().add(clip.describe() + ": clipPathUnits=\"objectBoundingBox\" is not supported; not clipped");
            return true;
        }
        StyleResolver styles = renderer.styles();
        ComputedStyle clipStyle = styles.inPlace(clip);
        if (clipStyle.clipPath() != null) {
            renderer.warnings().add(clip.describe() + ": clip-path on a clipPath is not supported; ignored");
        }
        AffineTransform base = TransformParser.attr(clip, "transform");
        List<PathData> parts = new ArrayList<>();
        boolean evenOdd = false;
        for (SvgElement child : clip.childElements()) {
            SvgElement shape = child;
            AffineTransform t = new AffineTransform(base);
            t.concatenate(TransformParser.attr(child, "transform"));
            ComputedStyle childStyle = styles.compute(child, clipStyle);
            if (child.name().equals("use")) {
                String href = child.attr("href") != null ? child.attr("href") : child.attr("xlink:href");
                shape = href == null || !href.trim().startsWith("#") ? null : renderer.document().lookup(href.trim());
                if (shape == null || !ShapeOutlines.isShape(shape.name())) {
                    renderer.warnings().add(child.describe() + " in " + clip.describe()
                            + " must reference a local shape; ignored");
                    continue;
                }
                t.translate(Lengths.attr(child, "x", 0), Lengths.attr(child, "y", 0));
                t.concatenate(TransformParser.attr(shape, "transform"));
                childStyle = styles.compute(shape, childStyle);
            } else if (!ShapeOutlines.isShape(child.name())) {
                if (!child.name().equals("title") && !child.name().equals("desc")) {
                    renderer.warnings().add(child.describe() + " in " + clip.describe()
                            + " is not supported in clip paths; ignored");
                }
                continue;
            }
            if (childStyle.displayNone() || !childStyle.visible()) {
                continue;
            }
            PathData outline = ShapeOutlines.of(shape);
            if (!outline.isEmpty()) {
                parts.add(outline.transformed(t));
                evenOdd = childStyle.clipEvenOdd();
            }
        }
        if (parts.isEmpty()) {
            return false; // an empty clip path hides everything
        }
        ctx.out().path(PathData.concat(parts));
        ctx.out().clip(parts.size() == 1 && evenOdd);
        return true;
    }
}
