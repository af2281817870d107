package muster.view.map;

import java.util.List;
import muster.view.TextWidth;

/**
 * How each kind of word on the map is set: its CSS class, its size in points, the smallest size it
 * may shrink to when nothing else fits, and whether it is bold (which decides its width). Terrain
 * is italic, works upright and bold, units small and bold in their side's colour, objectives bold
 * capitals, orders italic in their side's colour: a reader tells them apart before reading them.
 */
enum LabelStyle {
    HILL("hill", 7.5, 6.5, true),
    AREA("area", 7, 6, false),
    FEATURE("feature", 6.5, 5.5, false),
    WORK("work", 6.5, 5.5, true),
    /** A work drawn as a line (a trench, wire): set as a work, placed with the lines, which have room along their length. */
    LINE_WORK("work", 6.5, 5.5, true),
    LINE("line-feature", 6, 5.2, false),
    UNIT("unit-label", 6.5, 5.5, true),
    HQ("hq-label", 6.5, 5.5, true),
    TARGET("target-label", 6.5, 5.5, true),
    OBJECTIVE("objective-label", 6, 5.2, true),
    ORDER("order-label", 6.5, 5.5, false),
    REACH("reach-label", 6, 5.2, false),
    ZONE("zone-label", 7, 6, true),
    KEY("key-number", 6, 6, true),
    GRID_REF("grid-ref", 6, 6, true);

    final String css;
    final double size;
    final double min;
    final boolean bold;

    LabelStyle(String css, double size, double min, boolean bold) {
        this.css = css;
        this.size = size;
        this.min = min;
        this.bold = bold;
    }

    /** Width of {@code text} at {@code at} points in this style's face, with half a point to spare. */
    double width(String text, double at) {
        return (bold ? TextWidth.SANS_BOLD : TextWidth.SANS).of(text, at) + 0.5;
    }

    /** The words split into two lines at the space nearest the middle, when there is one and the text is long. */
    static List<String> wrap(String text) {
        if (text.length() < 14) {
            return List.of(text);
        }
        int mid = text.length() / 2;
        int best = -1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == ' ' && (best < 0 || Math.abs(i - mid) < Math.abs(best - mid))) {
                best = i;
            }
        }
        return best <= 0 ? List.of(text) : List.of(text.substring(0, best), text.substring(best + 1));
    }
}
