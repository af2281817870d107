package muster.view;

import java.util.ArrayList;
import java.util.List;

/** Puts cards up to nine to a page, centred, with cut marks in the margins at every card edge. */
public final class CardLayout {

    public static final double CARD_WIDTH = 2.5;
    public static final double CARD_HEIGHT = 3.5;
    static final int COLUMNS = 3;
    static final int ROWS = 3;
    static final double MARK_LENGTH = 0.2;
    static final double MARK_GAP = 0.06;
    /** The least paper left beside a row or column of cards, for its cut marks, inches. */
    static final double MIN_MARGIN = 0.25;
    /** Keep marks this far from the paper's edge, where no printer reaches. */
    static final double EDGE_CLEAR = 0.02;
    private static final double PT = 72;
    /** A strip of one row of cards with its cut marks above and below, inches. */
    public static final double STRIP_HEIGHT = CARD_HEIGHT + 2 * (MARK_GAP + MARK_LENGTH);

    private CardLayout() {
    }

    /**
     * The cards as many to a page of {@code paper} as fit, up to nine (four on an A5 or half-letter page), each laid out in the
     * pack style {@code style} with facts and notes at {@code scale} ({@link CardFaces#shared}); a page's cut marks frame only
     * the rows and columns its cards take.
     */
    public static CardSheet layout(List<Card> cards, Paper paper, String style, double scale) {
        int columns = Math.min(COLUMNS, (int) ((paper.width() - 2 * MIN_MARGIN) / CARD_WIDTH));
        int rows = Math.min(ROWS, (int) ((paper.height() - 2 * MIN_MARGIN) / CARD_HEIGHT));
        double left = (paper.width() - columns * CARD_WIDTH) / 2;
        double top = (paper.height() - rows * CARD_HEIGHT) / 2;
        List<CardSheet.Page> pages = new ArrayList<>();
        List<CardSheet.Page> strip = new ArrayList<>();
        int perPage = columns * rows;
        for (int start = 0; start < cards.size(); start += perPage) {
            List<CardSheet.Placed> placed = new ArrayList<>();
            int count = Math.min(cards.size(), start + perPage) - start;
            for (int slot = 0; slot < count; slot++) {
                Card card = cards.get(start + slot);
                double x = left + (slot % columns) * CARD_WIDTH;
                double y = top + (slot / columns) * CARD_HEIGHT;
                placed.add(new CardSheet.Placed(card, CardFaces.of(card, style, scale), pt(x), pt(y)));
            }
            int usedColumns = Math.min(count, columns);
            int usedRows = (count + columns - 1) / columns;
            pages.add(new CardSheet.Page(placed, marks(left, top, usedColumns, usedRows), pt(paper.width()), pt(paper.height())));
            if (count <= columns && rows > 1 && start + perPage >= cards.size()) {
                strip.add(strip(placed, left, usedColumns, paper));
            }
        }
        return new CardSheet(pages, Num.fmt(paper.width(), 4) + "in", Num.fmt(paper.height(), 4) + "in", strip);
    }

    /**
     * A row of cards as a band the paper's width, each card where it stands across the page, with room above and below the row
     * for the cut marks: {@link #STRIP_HEIGHT} high.
     */
    private static CardSheet.Page strip(List<CardSheet.Placed> row, double left, int columns, Paper paper) {
        double top = MARK_GAP + MARK_LENGTH;
        List<CardSheet.Placed> placed = row.stream().map(p -> new CardSheet.Placed(p.card(), p.face(), p.x(), pt(top))).toList();
        return new CardSheet.Page(placed, marks(left, top, columns, 1), pt(paper.width()), pt(STRIP_HEIGHT));
    }

    /** One card on a page of exactly its size, as the paper-play kit places it in a slot of its sheets. */
    public static CardSheet.Page alone(Card card, String style, double scale) {
        return new CardSheet.Page(List.of(new CardSheet.Placed(card, CardFaces.of(card, style, scale), "0", "0")), List.of(),
                pt(CARD_WIDTH), pt(CARD_HEIGHT));
    }

    private static String pt(double inches) {
        return Num.fmt(inches * PT, 2);
    }

    /** Hairlines around the block of {@code columns} x {@code rows} cards from ({@code left}, {@code top}), in line with every card edge. */
    static List<CardSheet.CutMark> marks(double left, double top, int columns, int rows) {
        double gridW = columns * CARD_WIDTH;
        double gridH = rows * CARD_HEIGHT;
        double vertical = Math.min(MARK_LENGTH, top - MARK_GAP - EDGE_CLEAR);
        double horizontal = Math.min(MARK_LENGTH, left - MARK_GAP - EDGE_CLEAR);
        List<CardSheet.CutMark> out = new ArrayList<>();
        for (int c = 0; c <= columns; c++) {
            String x = pt(left + c * CARD_WIDTH);
            out.add(new CardSheet.CutMark(x, pt(top - MARK_GAP - vertical), x, pt(top - MARK_GAP)));
            out.add(new CardSheet.CutMark(x, pt(top + gridH + MARK_GAP), x, pt(top + gridH + MARK_GAP + vertical)));
        }
        for (int r = 0; r <= rows; r++) {
            String y = pt(top + r * CARD_HEIGHT);
            out.add(new CardSheet.CutMark(pt(left - MARK_GAP - horizontal), y, pt(left - MARK_GAP), y));
            out.add(new CardSheet.CutMark(pt(left + gridW + MARK_GAP), y, pt(left + gridW + MARK_GAP + horizontal), y));
        }
        return out;
    }
}
