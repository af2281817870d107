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

    private static double inches(String s) {
        assertTrue(s.endsWith("in"), s);
        return Double.parseDouble(s.substring(0, s.length() - 2));
    }

    @Test
    void nineCardsToAPageInAThreeByThreeGridOfPokerCards() {
        CardSheet sheet = CardLayout.layout(cards(10), Paper.LETTER);
        assertEquals(2, sheet.pages().size());
        assertEquals(9, sheet.pages().get(0).cards().size());
        assertEquals(1, sheet.pages().get(1).cards().size());
        List<CardSheet.Placed> first = sheet.pages().get(0).cards();
        assertEquals(2.5, inches(first.get(1).left()) - inches(first.get(0).left()), 1e-9);
        assertEquals(3.5, inches(first.get(3).top()) - inches(first.get(0).top()), 1e-9);
    }

    @Test
    void theGridIsCentredOnLetterAndA4() {
        for (Paper paper : Paper.values()) {
            CardSheet.Placed topLeft = CardLayout.layout(cards(9), paper).pages().get(0).cards().get(0);
            assertEquals((paper.width() - 7.5) / 2, inches(topLeft.left()), 1e-3, paper.word());
            assertEquals((paper.height() - 10.5) / 2, inches(topLeft.top()), 1e-3, paper.word());
        }
    }

    @Test
    void cutMarksStayOnThePaperAndLineUpWithCardEdges() {
        for (Paper paper : Paper.values()) {
            CardSheet.Page page = CardLayout.layout(cards(1), paper).pages().get(0);
            double left = (paper.width() - 7.5) / 2;
            assertEquals(16, page.marks().size(), "4 vertical edges x 2 + 4 horizontal edges x 2");
            for (CardSheet.CutMark m : page.marks()) {
                double x = inches(m.left());
                double y = inches(m.top());
                assertTrue(x >= 0 && y >= 0, paper.word() + " mark starts off the paper: " + m);
                assertTrue(x + inches(m.width()) <= paper.width() && y + inches(m.height()) <= paper.height(), m.toString());
                if (m.width().equals("0in")) {
                    double offset = (x - left) / 2.5;
                    assertEquals(Math.rint(offset), offset, 1e-4, "vertical mark off a card edge: " + m);
                }
            }
        }
    }
}
