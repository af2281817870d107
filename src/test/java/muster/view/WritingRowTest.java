package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A record sheet's writing rows fill the page: one tall sheet a page, or two of the style's height when two fit. */
class WritingRowTest {

    @Test
    void twentyTurnsTakeAPageInTallRows() {
        assertEquals("29.1pt", Views.writingRow(Paper.LETTER, 20));
        assertEquals("30pt", Views.writingRow(Paper.A4, 20));
    }

    @Test
    void shortGamesKeepTwoSheetsAPage() {
        assertEquals("", Views.writingRow(Paper.LETTER, 12));
        assertEquals("", Views.writingRow(Paper.A4, 8));
        // two 14-turn sheets in rows a third of an inch tall fit neither paper: one a page, in tall rows
        assertEquals("30pt", Views.writingRow(Paper.LETTER, 14));
    }

    @Test
    void aLongGameNeverGoesUnderTheStyle() {
        // a third of an inch, room for a pencil (0.28 in at 59bc927)
        assertEquals("24pt", Views.writingRow(Paper.LETTER, 40));
    }
}
