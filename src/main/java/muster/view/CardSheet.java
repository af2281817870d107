package muster.view;

import java.util.List;

/**
 * Cards laid out nine to a page in a 3 x 3 grid of poker cards (2.5" x 3.5"), centred on the
 * paper, with cut marks in the margins at every card edge. {@code pageWidth} and {@code pageHeight}
 * are the paper's size in inches; every other position is points from the page's top-left corner.
 * {@code strip} holds, when the last page's cards fill one row at most, that row alone on a band as
 * wide as the paper and one card high with its cut marks, for a pack to print below its last text
 * instead of on a page of its own (empty otherwise).
 */
public record CardSheet(List<Page> pages, String pageWidth, String pageHeight, List<Page> strip) {

    public CardSheet {
        pages = List.copyOf(pages);
        strip = List.copyOf(strip);
    }

    public CardSheet(List<Page> pages, String pageWidth, String pageHeight) {
        this(pages, pageWidth, pageHeight, List.of());
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
