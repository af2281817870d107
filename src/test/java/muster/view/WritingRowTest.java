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
        // two 14-turn sheets fit A4, not Letter: both keep the style's rows, so the two papers print alike
        assertEquals("", Views.writingRow(Paper.LETTER, 14));
    }

    @Test
    void aLongGameNeverGoesUnderTheStyle() {
        assertEquals("20.5pt", Views.writingRow(Paper.LETTER, 40));
    }
}
