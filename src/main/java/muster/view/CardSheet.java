package muster.view;

import java.util.List;

/**
 * Cards laid out nine to a page in a 3 x 3 grid of poker cards (2.5" x 3.5"), centred on the
 * paper, with cut marks in the margins at every card edge. Positions are inches from the page's
 * top-left corner.
 */
public record CardSheet(List<Page> pages, String pageWidth, String pageHeight) {

    public CardSheet {
        pages = List.copyOf(pages);
    }

    public record Page(List<Placed> cards, List<CutMark> marks) {
        public Page {
            cards = List.copyOf(cards);
            marks = List.copyOf(marks);
        }
    }

    public record Placed(Card card, String left, String top) {
    }

    /** A short line in the margin: from (x1, y1) to (x2, y2) in inches. */
    public record CutMark(String left, String top, String width, String height) {
    }
}
