package muster.rules.splendidlittlewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The exact numbers the charts print. */
class RatioTest {

    @Test
    void reducesAndPrintsAsAFraction() {
        assertEquals(new Ratio(1, 3), new Ratio(12, 36));
        assertEquals("1/3", new Ratio(12, 36).toString());
        assertEquals("0/1", new Ratio(0, 7).toString());
    }

    @Test
    void percentRoundsHalfUpAndNeverHidesANonZeroChance() {
        assertEquals("50%", new Ratio(1, 2).percent());
        assertEquals("17%", new Ratio(1, 6).percent());
        assertEquals("83%", new Ratio(5, 6).percent());
        assertEquals("<1%", new Ratio(1, 1000).percent());
        assertEquals(">99%", new Ratio(999, 1000).percent());
        assertEquals("100%", Ratio.ONE.percent());
        assertEquals("0%", Ratio.ZERO.percent());
        // 1/200 is exactly 0.5%: half up gives 1%.
        assertEquals("1%", new Ratio(1, 200).percent());
    }

    @Test
    void decimalsForAverages() {
        assertEquals("3.5", new Ratio(7, 2).decimal());
        assertEquals("2", new Ratio(2, 1).decimal());
        assertEquals("2.7", new Ratio(8, 3).decimal());
        assertEquals("0.3", new Ratio(1, 3).decimal());
        assertEquals("0.1", new Ratio(1, 20).decimal());
    }

    @Test
    void arithmeticIsExact() {
        assertEquals(new Ratio(1, 2), new Ratio(1, 3).plus(new Ratio(1, 6)));
        assertEquals(new Ratio(1, 18), new Ratio(1, 3).times(new Ratio(1, 6)));
        assertEquals(new Ratio(2, 3), new Ratio(1, 3).complement());
        assertTrue(new Ratio(1, 3).compareTo(new Ratio(1, 2)) < 0);
    }

    @Test
    void aChanceCannotExceedOne() {
        assertThrows(IllegalArgumentException.class, () -> Ratio.chance(7, 6));
        assertThrows(IllegalArgumentException.class, () -> new Ratio(1, 0));
        assertThrows(IllegalArgumentException.class, () -> new Ratio(-1, 2));
        assertThrows(IllegalStateException.class, () -> new Ratio(3, 2).complement());
    }
}
