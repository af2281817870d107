package muster.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/**
 * Exact fractions: reduced, combined and printed the way every rule set's charts and data print
 * them. (The tests of the five fraction types the rule sets once had each, gathered here.)
 */
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
        assertThrows(IllegalArgumentException.class, () -> Fraction.chance(-1, 6));
        assertThrows(IllegalArgumentException.class, () -> Fraction.chance(7, 6));
        assertThrows(IllegalArgumentException.class, () -> Fraction.chance(1, -6));
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
        // 1/8 is 12.5% and 3/8 is 37.5%: half rounds up.
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

    @Test
    void reducesAndPrintsAsAFraction() {
        assertEquals(new Fraction(1, 3), new Fraction(12, 36));
        assertEquals("1/3", new Fraction(12, 36).toString());
        assertEquals("0/1", new Fraction(0, 7).toString());
    }

    @Test
    void percentRoundsHalfUpAndNeverHidesANonZeroChance() {
        assertEquals("50%", new Fraction(1, 2).percent());
        assertEquals("17%", new Fraction(1, 6).percent());
        assertEquals("83%", new Fraction(5, 6).percent());
        assertEquals("<1%", new Fraction(1, 1000).percent());
        assertEquals(">99%", new Fraction(999, 1000).percent());
        assertEquals("100%", Fraction.ONE.percent());
        assertEquals("0%", Fraction.ZERO.percent());
        // 1/200 is exactly 0.5%: half up gives 1%.
        assertEquals("1%", new Fraction(1, 200).percent());
    }

    @Test
    void decimalsForAverages() {
        assertEquals("3.5", new Fraction(7, 2).decimal());
        assertEquals("2", new Fraction(2, 1).decimal());
        assertEquals("2.7", new Fraction(8, 3).decimal());
        assertEquals("0.3", new Fraction(1, 3).decimal());
        assertEquals("0.1", new Fraction(1, 20).decimal());
    }

    @Test
    void arithmeticIsExact() {
        assertEquals(new Fraction(1, 2), new Fraction(1, 3).plus(new Fraction(1, 6)));
        assertEquals(new Fraction(1, 18), new Fraction(1, 3).times(new Fraction(1, 6)));
        assertEquals(new Fraction(2, 3), new Fraction(1, 3).complement());
        assertTrue(new Fraction(1, 3).compareTo(new Fraction(1, 2)) < 0);
    }

    @Test
    void aChanceCannotExceedOne() {
        assertThrows(IllegalArgumentException.class, () -> Fraction.chance(7, 6));
        assertThrows(IllegalArgumentException.class, () -> new Fraction(1, 0));
        assertThrows(IllegalArgumentException.class, () -> Fraction.chance(-1, 2));
        assertThrows(IllegalStateException.class, () -> new Fraction(3, 2).complement());
    }

    @Test
    void chancesAreReducedFractions() {
        assertEquals(new Fraction(4, 9), new Fraction(96, 216));
        assertEquals("5/12", new Fraction(15, 36).wholeOrFraction());
        assertEquals("0", Fraction.ZERO.wholeOrFraction());
        assertEquals("1", new Fraction(3, 3).wholeOrFraction());
        assertEquals(Fraction.ZERO, new Fraction(0, 6));
        assertEquals(Fraction.ONE, new Fraction(6, 6));
    }

    @Test
    void impossibleChancesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> Fraction.chance(7, 6));
        assertThrows(IllegalArgumentException.class, () -> Fraction.chance(-1, 6));
        assertThrows(IllegalArgumentException.class, () -> Fraction.chance(1, 0));
    }

    @Test
    void complementAndPowerAreExact() {
        assertEquals(new Fraction(5, 9), new Fraction(4, 9).complement());
        assertEquals(new Fraction(25, 81), new Fraction(5, 9).power(2));
        assertEquals(new Fraction(1, 36), new Fraction(1, 6).times(new Fraction(1, 6)));
        // Large powers stay exact: (5/6)^20 reduces to 5^20 / 6^20.
        assertEquals(new Fraction(BigInteger.valueOf(5).pow(20).longValueExact(), BigInteger.valueOf(6).pow(20).longValueExact()),
                new Fraction(5, 6).power(20));
    }

    @Test
    void percentsRoundHalfUpAndNeverLie() {
        assertEquals("44%", new Fraction(4, 9).percent());
        assertEquals("42%", new Fraction(5, 12).percent());
        assertEquals("13%", new Fraction(1, 8).percent());
        assertEquals("<1%", new Fraction(1, 216).percent());
        assertEquals(">99%", new Fraction(215, 216).percent());
        assertEquals("0%", Fraction.ZERO.percent());
        assertEquals("100%", Fraction.ONE.percent());
        assertEquals("1 in 6", new Fraction(1, 6).inWords());
        assertEquals("4 in 9", new Fraction(4, 9).inWords());
    }

    @Test
    void reducesAndKeepsTheSignOnTheNumerator() {
        assertEquals(new Fraction(1, 3), Fraction.of(2, 6));
        assertEquals("-1/2", Fraction.of(3, -6).wholeOrFraction());
        assertEquals("7", Fraction.of(14, 2).wholeOrFraction());
        assertThrows(IllegalArgumentException.class, () -> Fraction.of(1, 0));
    }

    @Test
    void minusAndTimesAWholeNumberAreExact() {
        assertEquals(Fraction.of(5, 6), Fraction.of(1, 2).plus(Fraction.of(1, 3)));
        assertEquals(Fraction.of(1, 6), Fraction.of(1, 2).minus(Fraction.of(1, 3)));
        assertEquals(Fraction.of(21, 2), Fraction.of(7, 2).times(3));
        assertTrue(Fraction.of(2, 3).compareTo(Fraction.of(3, 5)) > 0);
    }

    @Test
    void roundsHalvesUpAndFloorsAndCeils() {
        assertEquals(1, Fraction.of(1, 2).roundHalfUp());
        assertEquals(1, Fraction.of(3, 4).roundHalfUp());
        assertEquals(1, Fraction.of(5, 4).roundHalfUp());
        assertEquals(2, Fraction.of(3, 2).roundHalfUp());
        assertEquals(0, Fraction.of(1, 4).roundHalfUp());
        assertEquals(2, Fraction.of(7, 3).floor());
        assertEquals(3, Fraction.of(7, 3).ceil());
        assertEquals(-2, Fraction.of(-3, 2).floor());
    }

    @Test
    void printsMixedNumbersAndPercentages() {
        assertEquals("10½", Fraction.of(21, 2).mixed());
        assertEquals("2⅝", Fraction.of(21, 8).mixed());
        assertEquals("⅓", Fraction.of(1, 3).mixed());
        assertEquals("5 2/7", Fraction.of(37, 7).mixed());
        assertEquals("33%", Fraction.of(1, 3).percent());
        assertEquals("<1%", Fraction.of(1, 1000).percent());
        assertEquals(">99%", Fraction.of(999, 1000).percent());
        assertEquals("100%", Fraction.ONE.percent());
        assertEquals("0%", Fraction.ZERO.percent());
    }
}
