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

    private CardLayout() {
    }

    public static CardSheet layout(List<Card> cards, Paper paper) {
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
                placed.add(new CardSheet.Placed(cards.get(i), Num.fmt(x, 4) + "in", Num.fmt(y, 4) + "in"));
            }
            pages.add(new CardSheet.Page(placed, marks));
        }
        return new CardSheet(pages, Num.fmt(paper.width(), 4) + "in", Num.fmt(paper.height(), 4) + "in");
    }

    /** Hairlines in the margins, in line with every vertical and horizontal card edge. */
    static List<CardSheet.CutMark> marks(double left, double top, double gridW, double gridH) {
        double vertical = Math.min(MARK_LENGTH, top - MARK_GAP - EDGE_CLEAR);
        double horizontal = Math.min(MARK_LENGTH, left - MARK_GAP - EDGE_CLEAR);
        List<CardSheet.CutMark> out = new ArrayList<>();
        for (int c = 0; c <= COLUMNS; c++) {
            String x = Num.fmt(left + c * CARD_WIDTH, 4) + "in";
            out.add(new CardSheet.CutMark(x, Num.fmt(top - MARK_GAP - vertical, 4) + "in", "0in", Num.fmt(vertical, 4) + "in"));
            out.add(new CardSheet.CutMark(x, Num.fmt(top + gridH + MARK_GAP, 4) + "in", "0in", Num.fmt(vertical, 4) + "in"));
        }
        for (int r = 0; r <= ROWS; r++) {
            String y = Num.fmt(top + r * CARD_HEIGHT, 4) + "in";
            out.add(new CardSheet.CutMark(Num.fmt(left - MARK_GAP - horizontal, 4) + "in", y, Num.fmt(horizontal, 4) + "in", "0in"));
            out.add(new CardSheet.CutMark(Num.fmt(left + gridW + MARK_GAP, 4) + "in", y, Num.fmt(horizontal, 4) + "in", "0in"));
        }
        return out;
    }
}
