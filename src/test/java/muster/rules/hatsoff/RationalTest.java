package muster.rules.hatsoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RationalTest {

    @Test
    void reducesAndKeepsTheSignOnTheNumerator() {
        assertEquals(new Rational(1, 3), Rational.of(2, 6));
        assertEquals("-1/2", Rational.of(3, -6).toString());
        assertEquals("7", Rational.of(14, 2).toString());
        assertThrows(IllegalArgumentException.class, () -> Rational.of(1, 0));
    }

    @Test
    void arithmeticIsExact() {
        assertEquals(Rational.of(5, 6), Rational.of(1, 2).plus(Rational.of(1, 3)));
        assertEquals(Rational.of(1, 6), Rational.of(1, 2).minus(Rational.of(1, 3)));
        assertEquals(Rational.of(21, 2), Rational.of(7, 2).times(3));
        assertTrue(Rational.of(2, 3).compareTo(Rational.of(3, 5)) > 0);
    }

    @Test
    void roundsHalvesUpAndFloorsAndCeils() {
        assertEquals(1, Rational.of(1, 2).roundHalfUp());
        assertEquals(1, Rational.of(3, 4).roundHalfUp());
        assertEquals(1, Rational.of(5, 4).roundHalfUp());
        assertEquals(2, Rational.of(3, 2).roundHalfUp());
        assertEquals(0, Rational.of(1, 4).roundHalfUp());
        assertEquals(2, Rational.of(7, 3).floor());
        assertEquals(3, Rational.of(7, 3).ceil());
        assertEquals(-2, Rational.of(-3, 2).floor());
    }

    @Test
    void printsMixedNumbersAndPercentages() {
        assertEquals("10½", Rational.of(21, 2).mixed());
        assertEquals("2⅝", Rational.of(21, 8).mixed());
        assertEquals("⅓", Rational.of(1, 3).mixed());
        assertEquals("5 2/7", Rational.of(37, 7).mixed());
        assertEquals("33%", Rational.of(1, 3).percent());
        assertEquals("<1%", Rational.of(1, 1000).percent());
        assertEquals(">99%", Rational.of(999, 1000).percent());
        assertEquals("100%", Rational.ONE.percent());
        assertEquals("0%", Rational.ZERO.percent());
    }
}
