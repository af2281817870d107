package muster.view.kit;

import muster.view.Paper;

/**
 * How the kit is printed: the paper, the map's scale (1:{@code scale}), the bleed in millimetres
 * that fills run past every cut (0 for none), and the printer's duplex misregistration to correct
 * on back pages, in millimetres as the back page is seen: {@code offsetX} to the right,
 * {@code offsetY} down.
 */
public record KitOptions(Paper paper, int scale, double bleedMm, double offsetXMm, double offsetYMm) {

    public static final double MAX_BLEED_MM = 6;
    public static final double MAX_OFFSET_MM = 10;

    public KitOptions {
        if (scale < 1) {
            throw new IllegalArgumentException("scale 1:" + scale);
        }
        if (bleedMm < 0 || bleedMm > MAX_BLEED_MM) {
            throw new IllegalArgumentException("bleed " + bleedMm + " mm");
        }
        if (Math.abs(offsetXMm) > MAX_OFFSET_MM || Math.abs(offsetYMm) > MAX_OFFSET_MM) {
            throw new IllegalArgumentException("duplex offset " + offsetXMm + "," + offsetYMm + " mm");
        }
    }

    /** True scale or 1:{@code scale}, no bleed, no duplex correction. */
    public static KitOptions plain(Paper paper, int scale) {
        return new KitOptions(paper, scale, 0, 0, 0);
    }
}
