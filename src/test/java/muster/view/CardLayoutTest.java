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
        CardSheet sheet = CardLayout.layout(cards(10), Paper.LETTER, "", 1);
        assertEquals(2, sheet.pages().size());
        assertEquals(9, sheet.pages().get(0).cards().size());
        assertEquals(1, sheet.pages().get(1).cards().size());
        List<CardSheet.Placed> first = sheet.pages().get(0).cards();
        assertEquals(2.5, inches(first.get(1).x()) - inches(first.get(0).x()), 1e-9);
        assertEquals(3.5, inches(first.get(3).y()) - inches(first.get(0).y()), 1e-9);
    }

    @Test
    void theGridIsCentredOnLetterAndA4() {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            CardSheet.Placed topLeft = CardLayout.layout(cards(9), paper, "", 1).pages().get(0).cards().get(0);
            assertEquals((paper.width() - 7.5) / 2, inches(topLeft.x()), 1e-3, paper.word());
            assertEquals((paper.height() - 10.5) / 2, inches(topLeft.y()), 1e-3, paper.word());
        }
    }

    @Test
    void aBookletsSmallPageTakesFourCardsTwoByTwoCentred() {
        for (Paper paper : List.of(Paper.A5, Paper.HALF_LETTER, Paper.SIX_BY_NINE)) {
            CardSheet sheet = CardLayout.layout(cards(5), paper, "", 1);
            assertEquals(2, sheet.pages().size(), paper.word());
            List<CardSheet.Placed> first = sheet.pages().get(0).cards();
            assertEquals(4, first.size(), paper.word());
            assertEquals((paper.width() - 5) / 2, inches(first.get(0).x()), 1e-3, paper.word());
            assertEquals(inches(first.get(0).x()) + 2.5, inches(first.get(1).x()), 1e-3, paper.word());
            assertEquals(inches(first.get(0).y()) + 3.5, inches(first.get(2).y()), 1e-3, paper.word());
            for (CardSheet.Placed p : first) {
                assertTrue(inches(p.x()) + 2.5 <= paper.width() && inches(p.y()) + 3.5 <= paper.height(), paper.word() + " card off the page");
            }
        }
    }

    @Test
    void cutMarksStayOnThePaperAndLineUpWithCardEdges() {
        for (Paper paper : Paper.values()) {
            CardSheet.Page page = CardLayout.layout(cards(9), paper, "", 1).pages().get(0);
            int columns = paper.width() < 7.5 + 0.5 ? 2 : 3;
            double left = (paper.width() - columns * 2.5) / 2;
            assertEquals(4 * (columns + 1), page.marks().size(), paper.word() + ": each vertical and horizontal edge, both ends");
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

    @Test
    void aPageWithFewCardsMarksOnlyTheRowsAndColumnsTheyTake() {
        CardSheet.Page last = CardLayout.layout(cards(11), Paper.LETTER, "", 1).pages().get(1);
        assertEquals(2, last.cards().size());
        double top = inches(last.cards().get(0).y());
        double left = inches(last.cards().get(0).x());
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        for (CardSheet.CutMark m : last.marks()) {
            if (m.x1().equals(m.x2())) {
                xs.add(inches(m.x1()));
            } else {
                ys.add(inches(m.y1()));
            }
        }
        assertEquals(6, xs.size(), "two cards side by side: three vertical edges, each marked above and below");
        for (double x : xs) {
            double offset = (x - left) / 2.5;
            assertTrue(Math.abs(offset - Math.rint(offset)) < 1e-3 && offset >= -1e-3 && offset <= 2 + 1e-3, "a vertical mark off the cards: " + x);
        }
        assertEquals(4, ys.size(), "one row: its top and bottom edges, marked left and right");
        for (double y : ys) {
            assertTrue(Math.abs(y - top) < 1e-3 || Math.abs(y - (top + 3.5)) < 1e-3, "a horizontal mark off the row: " + y);
        }
    }

    @Test
    void aLastPageOfOneRowIsAlsoLaidAsAStripTheCardHighWithItsMarks() {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            CardSheet sheet = CardLayout.layout(cards(11), paper, "", 1);
            assertEquals(1, sheet.strip().size(), paper.word());
            CardSheet.Page strip = sheet.strip().get(0);
            List<CardSheet.Placed> last = sheet.pages().get(1).cards();
            assertEquals(List.of(last.get(0).x(), last.get(1).x()), strip.cards().stream().map(CardSheet.Placed::x).toList(),
                    "the strip's cards stand across the paper as on a sheet");
            assertEquals(paper.width(), inches(strip.width()), 1e-3);
            assertEquals(3.5 + 2 * 0.26, inches(strip.height()), 1e-3);
            for (CardSheet.CutMark m : strip.marks()) {
                for (String y : List.of(m.y1(), m.y2())) {
                    assertTrue(inches(y) >= -1e-3 && inches(y) <= inches(strip.height()) + 1e-3, "a mark off the strip: " + y);
                }
            }
        }
        assertEquals(List.of(), CardLayout.layout(cards(13), Paper.LETTER, "", 1).strip(), "four cards take two rows: no strip");
        assertEquals(List.of(), CardLayout.layout(cards(9), Paper.LETTER, "", 1).strip(), "a full page: no strip");
    }
}
