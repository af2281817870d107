package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CardLayoutTest {

    private static List<Card> cards(int n) {
        List<Card> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(new Card("c" + i, "", "", "side-a", "", List.of(), List.of(), List.of(), false));
        }
        return out;
    }

    private static double inches(String points) {
        return Double.parseDouble(points) / 72;
    }

    @Test
    void nineCardsToAPageInAThreeByThreeGridOfPokerCards() {
        CardSheet sheet = CardLayout.layout(cards(10), Paper.LETTER, "");
        assertEquals(2, sheet.pages().size());
        assertEquals(9, sheet.pages().get(0).cards().size());
        assertEquals(1, sheet.pages().get(1).cards().size());
        List<CardSheet.Placed> first = sheet.pages().get(0).cards();
        assertEquals(2.5, inches(first.get(1).x()) - inches(first.get(0).x()), 1e-9);
        assertEquals(3.5, inches(first.get(3).y()) - inches(first.get(0).y()), 1e-9);
    }

    @Test
    void theGridIsCentredOnLetterAndA4() {
        for (Paper paper : Paper.values()) {
            CardSheet.Placed topLeft = CardLayout.layout(cards(9), paper, "").pages().get(0).cards().get(0);
            assertEquals((paper.width() - 7.5) / 2, inches(topLeft.x()), 1e-3, paper.word());
            assertEquals((paper.height() - 10.5) / 2, inches(topLeft.y()), 1e-3, paper.word());
        }
    }

    @Test
    void cutMarksStayOnThePaperAndLineUpWithCardEdges() {
        for (Paper paper : Paper.values()) {
            CardSheet.Page page = CardLayout.layout(cards(1), paper, "").pages().get(0);
            double left = (paper.width() - 7.5) / 2;
            assertEquals(16, page.marks().size(), "4 vertical edges x 2 + 4 horizontal edges x 2");
            for (CardSheet.CutMark m : page.marks()) {
                double x1 = inches(m.x1());
                double y1 = inches(m.y1());
                double x2 = inches(m.x2());
                double y2 = inches(m.y2());
                assertTrue(x1 >= 0 && y1 >= 0, paper.word() + " mark starts off the paper: " + m);
                assertTrue(x2 <= paper.width() && y2 <= paper.height(), m.toString());
                assertTrue(x1 == x2 || y1 == y2, "a mark runs across or down: " + m);
                if (x1 == x2) {
                    double offset = (x1 - left) / 2.5;
                    assertEquals(Math.rint(offset), offset, 1e-4, "vertical mark off a card edge: " + m);
                }
            }
        }
    }
}
