package muster.render.svg;

/**
 * The painting properties in effect for one element after cascade and inheritance. The last three are not
 * inherited ({@code display}, {@code opacity}, {@code clip-path}); everything else is.
 *
 * @param dashArray  null for a solid line; never empty, always an even number of entries
 * @param lineCap    PDF line cap (0 butt, 1 round, 2 square)
 * @param lineJoin   PDF line join (0 miter, 1 round, 2 bevel)
 * @param fontFamily the first family of {@code font-family}, unquoted
 * @param clipPath   id of the referenced clipPath, or null
 * @param strokeFirst {@code paint-order} puts the stroke under the fill (a halo round text); inherited
 */
record ComputedStyle(
        Paint fill, double fillOpacity, boolean fillEvenOdd,
        Paint stroke, double strokeOpacity, double strokeWidth, double[] dashArray, double dashOffset,
        int lineCap, int lineJoin, double miterLimit,
        String fontFamily, double fontSize, boolean bold, boolean italic, TextAnchor textAnchor,
        boolean visible, boolean clipEvenOdd, Paint.Rgb color,
        boolean displayNone, double opacity, String clipPath, boolean strokeFirst) {

    enum TextAnchor { START, MIDDLE, END }

    private static final ComputedStyle INITIAL = new ComputedStyle(
            Paint.BLACK, 1, false,
            Paint.NONE, 1, 1, null, 0,
            0, 0, 4,
            "sans-serif", 16, false, false, TextAnchor.START,
            true, false, Paint.BLACK,
            false, 1, null, false);

    /** Initial values per SVG 1.1 (font-size: CSS medium, 16 user units); one shared instance. */
    static ComputedStyle initial() {
        return INITIAL;
    }

    /** The paint to draw with, currentColor resolved; None for nothing. */
    Paint resolve(Paint paint) {
        return paint instanceof Paint.CurrentColor ? color : paint;
    }
}
