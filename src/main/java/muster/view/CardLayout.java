package muster.view;

import java.util.ArrayList;
import java.util.List;

/** Puts cards nine to a page, centred, with cut marks in the margins at every card edge. */
public final class CardLayout {

    public static final double CARD_WIDTH = 2.5;
    public static final double CARD_HEIGHT = 3.5;
    static final int COLUMNS = 3;
    static final int ROWS = 3;
    static final double MARK_LENGTH = 0.2;
    static final double MARK_GAP = 0.06;
    /** Keep marks this far from the paper's edge, where no printer reaches. */
    static final double EDGE_CLEAR = 0.02;
    private static final double PT = 72;

    private CardLayout() {
    }

    /** The cards nine to a page of {@code paper}, each laid out in the pack style {@code style}. */
    public static CardSheet layout(List<Card> cards, Paper paper, String style) {
        double gridW = COLUMNS * CARD_WIDTH;
        double gridH = ROWS * CARD_HEIGHT;
        double left = (paper.width() - gridW) / 2;
        double top = (paper.height() - gridH) / 2;
        List<CardSheet.CutMark> marks = marks(left, top, gridW, gridH);
        List<CardSheet.Page> pages = new ArrayList<>();
        int perPage = COLUMNS * ROWS;
        for (int start = 0; start < cards.size(); start += perPage) {
            List<CardSheet.Placed> placed = new ArrayList<>();
            for (int i = start; i < Math.min(cards.size(), start + perPage); i++) {
                int slot = i - start;
                double x = left + (slot % COLUMNS) * CARD_WIDTH;
                double y = top + (slot / COLUMNS) * CARD_HEIGHT;
                placed.add(new CardSheet.Placed(cards.get(i), CardFaces.of(cards.get(i), style), pt(x), pt(y)));
            }
            pages.add(new CardSheet.Page(placed, marks, pt(paper.width()), pt(paper.height())));
        }
        return new CardSheet(pages, Num.fmt(paper.width(), 4) + "in", Num.fmt(paper.height(), 4) + "in");
    }

    /** One card on a page of exactly its size, as the paper-play kit places it in a slot of its sheets. */
    public static CardSheet.Page alone(Card card, String style) {
        return new CardSheet.Page(List.of(new CardSheet.Placed(card, CardFaces.of(card, style), "0", "0")), List.of(),
                pt(CARD_WIDTH), pt(CARD_HEIGHT));
    }

    private static String pt(double inches) {
        return Num.fmt(inches * PT, 2);
    }

    /** Hairlines in the margins, in line with every vertical and horizontal card edge. */
    static List<CardSheet.CutMark> marks(double left, double top, double gridW, double gridH) {
        double vertical = Math.min(MARK_LENGTH, top - MARK_GAP - EDGE_CLEAR);
        double horizontal = Math.min(MARK_LENGTH, left - MARK_GAP - EDGE_CLEAR);
        List<CardSheet.CutMark> out = new ArrayList<>();
        for (int c = 0; c <= COLUMNS; c++) {
            String x = pt(left + c * CARD_WIDTH);
            out.add(new CardSheet.CutMark(x, pt(top - MARK_GAP - vertical), x, pt(top - MARK_GAP)));
            out.add(new CardSheet.CutMark(x, pt(top + gridH + MARK_GAP), x, pt(top + gridH + MARK_GAP + vertical)));
        }
        for (int r = 0; r <= ROWS; r++) {
            String y = pt(top + r * CARD_HEIGHT);
            out.add(new CardSheet.CutMark(pt(left - MARK_GAP - horizontal), y, pt(left - MARK_GAP), y));
            out.add(new CardSheet.CutMark(pt(left + gridW + MARK_GAP), y, pt(left + gridW + MARK_GAP + horizontal), y));
        }
        return out;
    }
}
