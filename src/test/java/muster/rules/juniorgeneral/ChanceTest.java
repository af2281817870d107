package muster.rules.juniorgeneral;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** Exact chances: reduced, combined and printed the way the chart prints them. */
class ChanceTest {

    @Test
    void chancesAreReducedFractions() {
        assertEquals(new Chance(4, 9), new Chance(96, 216));
        assertEquals("5/12", new Chance(15, 36).toString());
        assertEquals("0", Chance.NEVER.toString());
        assertEquals("1", new Chance(3, 3).toString());
        assertEquals(Chance.NEVER, new Chance(0, 6));
        assertEquals(Chance.CERTAIN, new Chance(6, 6));
    }

    @Test
    void impossibleChancesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Chance(7, 6));
        assertThrows(IllegalArgumentException.class, () -> new Chance(-1, 6));
        assertThrows(IllegalArgumentException.class, () -> new Chance(1, 0));
    }

    @Test
    void notAndPowerAreExact() {
        assertEquals(new Chance(5, 9), new Chance(4, 9).not());
        assertEquals(new Chance(25, 81), new Chance(5, 9).power(2));
        assertEquals(new Chance(1, 36), new Chance(1, 6).and(new Chance(1, 6)));
        // Large powers stay exact: (5/6)^20 reduces to 5^20 / 6^20.
        assertEquals(new Chance(BigInteger.valueOf(5).pow(20).longValueExact(), BigInteger.valueOf(6).pow(20).longValueExact()),
                new Chance(5, 6).power(20));
    }

    @Test
    void percentsRoundHalfUpAndNeverLie() {
        assertEquals("44%", new Chance(4, 9).percent());
        assertEquals("42%", new Chance(5, 12).percent());
        assertEquals("13%", new Chance(1, 8).percent());
        assertEquals("<1%", new Chance(1, 216).percent());
        assertEquals(">99%", new Chance(215, 216).percent());
        assertEquals("0%", Chance.NEVER.percent());
        assertEquals("100%", Chance.CERTAIN.percent());
        assertEquals("1 in 6", new Chance(1, 6).inWords());
        assertEquals("4 in 9", new Chance(4, 9).inWords());
    }
}
