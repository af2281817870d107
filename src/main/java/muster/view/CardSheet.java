package muster.view;

import java.util.List;

/**
 * Cards laid out nine to a page in a 3 x 3 grid of poker cards (2.5" x 3.5"), centred on the
 * paper, with cut marks in the margins at every card edge. {@code pageWidth} and {@code pageHeight}
 * are the paper's size in inches; every other position is points from the page's top-left corner.
 */
public record CardSheet(List<Page> pages, String pageWidth, String pageHeight) {

    public CardSheet {
        pages = List.copyOf(pages);
    }

    /** A page of cards, {@code width} by {@code height} points. */
    public record Page(List<Placed> cards, List<CutMark> marks, String width, String height) {
        public Page {
            cards = List.copyOf(cards);
            marks = List.copyOf(marks);
        }
    }

    /** A card whose top-left corner is at ({@code x}, {@code y}). */
    public record Placed(Card card, CardFace face, String x, String y) {
    }

    /** A short line in the margin from (x1, y1) to (x2, y2). */
    public record CutMark(String x1, String y1, String x2, String y2) {
    }
}
