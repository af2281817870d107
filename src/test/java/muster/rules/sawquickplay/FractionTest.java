package muster.rules.sawquickplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Probabilities are kept as reduced fractions and printed as whole per cents. */
class FractionTest {

    @Test
    void fractionsAreReduced() {
        assertEquals(4, new Fraction(16, 36).numerator());
        assertEquals(9, new Fraction(16, 36).denominator());
        assertEquals(new Fraction(1, 2), new Fraction(18, 36));
        assertEquals(new Fraction(0, 1), new Fraction(0, 36));
        assertEquals(Fraction.ZERO, new Fraction(0, 7));
        assertEquals(new Fraction(1, 1), new Fraction(36, 36));
        assertEquals("4/9", new Fraction(16, 36).toString());
        assertEquals(11.0 / 36, new Fraction(11, 36).value());
    }

    @Test
    void impossibleFractionsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Fraction(1, 0));
        assertThrows(IllegalArgumentException.class, () -> new Fraction(-1, 6));
        assertThrows(IllegalArgumentException.class, () -> new Fraction(7, 6));
        assertThrows(IllegalArgumentException.class, () -> new Fraction(1, -6));
    }

    @Test
    void percentsAreWholeAndRoundHalfUp() {
        assertEquals("0%", Fraction.ZERO.percent());
        assertEquals("100%", new Fraction(1, 1).percent());
        assertEquals("50%", new Fraction(1, 2).percent());
        assertEquals("17%", new Fraction(1, 6).percent());
        assertEquals("31%", new Fraction(11, 36).percent());
        assertEquals("44%", new Fraction(4, 9).percent());
        assertEquals("3%", new Fraction(1, 36).percent());
        // 1/8 is 12.5% and 3/8 is 37.5%, both exact in binary: half rounds up.
        assertEquals("13%", new Fraction(1, 8).percent());
        assertEquals("38%", new Fraction(3, 8).percent());
    }

    @Test
    void aSmallChanceIsNeverPrintedAsNilNorANearCertaintyAsCertain() {
        assertEquals("<1%", new Fraction(1, 300).percent());
        assertEquals("1%", new Fraction(1, 100).percent());
        assertEquals(">99%", new Fraction(299, 300).percent());
        assertEquals("99%", new Fraction(99, 100).percent());
    }
}
