package muster.render.svg;

import java.awt.geom.AffineTransform;
import java.util.Locale;

/** An SVG {@code viewBox} and how it maps onto a viewport under {@code preserveAspectRatio}. */
record ViewBox(double minX, double minY, double width, double height) {

    /** The element's viewBox, or null when it has none. */
    static ViewBox of(SvgElement element) {
        String value = element.attr("viewBox");
        if (value == null || value.isBlank()) {
            return null;
        }
        double[] v = TransformParser.numbers(value, "viewBox of " + element.describe());
        if (v.length != 4) {
            throw new SvgException("viewBox needs 4 numbers, got \"" + value + "\" in " + element.describe());
        }
        if (v[2] <= 0 || v[3] <= 0) {
            throw new SvgException("viewBox width and height must be positive in " + element.describe());
        }
        return new ViewBox(v[0], v[1], v[2], v[3]);
    }

    /** Maps viewBox coordinates into a viewport at the origin of the given size. */
    AffineTransform toViewport(double viewportWidth, double viewportHeight, String preserveAspectRatio) {
        double sx = viewportWidth / width;
        double sy = viewportHeight / height;
        String par = preserveAspectRatio == null ? "" : preserveAspectRatio.trim().toLowerCase(Locale.ROOT);
        if (par.startsWith("defer")) {
            par = par.substring(5).trim();
        }
        String[] parts = par.isEmpty() ? new String[0] : par.split("\\s+");
        String align = parts.length > 0 ? parts[0] : "xmidymid";
        boolean slice = parts.length > 1 && parts[1].equals("slice");
        double tx = -minX * sx;
        double ty = -minY * sy;
        if (!align.equals("none")) {
            double s = slice ? Math.max(sx, sy) : Math.min(sx, sy);
            sx = s;
            sy = s;
            double extraX = viewportWidth - width * s;
            double extraY = viewportHeight - height * s;
            tx = -minX * s + (align.contains("xmid") ? extraX / 2 : align.contains("xmax") ? extraX : 0);
            ty = -minY * s + (align.contains("ymid") ? extraY / 2 : align.contains("ymax") ? extraY : 0);
        }
        return new AffineTransform(sx, 0, 0, sy, tx, ty);
    }
}
