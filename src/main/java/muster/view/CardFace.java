package muster.view;

import java.util.List;

/**
 * A unit card as printed: every line of text, rule and tick box in points from the card's top-left
 * corner (y down), its lines broken in the faces the render stage prints with, so the template only
 * places them. {@code role} names what a line is (its face and colour come from the stylesheet);
 * {@code size} is its font size in points.
 *
 * @param sideClass the side's colour class for the band and its text
 * @param labelBox the frame around the counter's short label, or null when the card has none
 * @param left lines of text that could not be fitted on the card however small (0 when all fit)
 */
public record CardFace(String sideClass, Rect edge, Rect band, Rect labelBox, List<Text> texts, List<Rule> rules, List<Rect> boxes,
        int left) {

    public CardFace {
        texts = List.copyOf(texts);
        rules = List.copyOf(rules);
        boxes = List.copyOf(boxes);
    }

    /** A line of text whose baseline starts at (x, y). */
    public record Text(String x, String y, String text, String role, String size) {
    }

    public record Rect(String x, String y, String width, String height) {
    }

    /** A horizontal hairline from x1 to x2 at y. */
    public record Rule(String x1, String x2, String y) {
    }
}
