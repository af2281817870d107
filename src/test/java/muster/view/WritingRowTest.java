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
    void twelveTurnsKeepTwoSheetsAPage() {
        assertEquals("20.8pt", Views.writingRow(Paper.LETTER, 12));
    }

    @Test
    void aLongGameNeverGoesUnderTheStyle() {
        assertEquals("20.5pt", Views.writingRow(Paper.LETTER, 40));
    }
}
