package muster.rulesets.data;

import static org.junit.jupiter.api.Assertions.assertEquals;

import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.DiceParser;
import org.junit.jupiter.api.Test;

/** Dice in the sheets' words, with their exact odds. */
class RollsTest {

    static Dice dice(String text) {
        return ((DiceParser.Ok) DiceParser.parse(text)).dice();
    }

    @Test
    void facesOfOneDieAreListedUpToThreeThenARange() {
        assertEquals("6", Rolls.faces(6, 6));
        assertEquals("5 or 6", Rolls.faces(5, 6));
        assertEquals("4, 5 or 6", Rolls.faces(4, 6));
        assertEquals("3 to 6", Rolls.faces(3, 6));
        assertEquals("no face", Rolls.faces(4, 3));
    }

    @Test
    void aTotalAgainstANumberSaysWhatItNeeds() {
        assertEquals("2d6, 7 or more", Rolls.words(dice("2d6 >= 7")));
        assertEquals("2d6, 8 or more", Rolls.words(dice("2d6 > 7")));
        assertEquals("2d6, 7 or less", Rolls.words(dice("2d6 <= 7")));
        assertEquals("2d6, 6 or less", Rolls.words(dice("2d6 < 7")));
        assertEquals("2d6, exactly 7", Rolls.words(dice("2d6 = 7")));
        assertEquals("1d6, 5", Rolls.words(dice("1d6 = 5")));
        assertEquals("1d6, 6", Rolls.words(dice("1d6 >= 6")));
        // one die with a plus shows its faces, not its totals: 1d6+1 >= 6 needs a 5 or a 6
        assertEquals("1d6+1, 5 or 6", Rolls.words(dice("1d6+1 >= 6")));
        assertEquals("2d6, any roll", Rolls.words(dice("2d6 >= 2")));
        assertEquals("2d6, no roll", Rolls.words(dice("2d6 > 12")));
    }

    @Test
    void opposedRollsCountsAndTotals() {
        assertEquals("1d6+1 beats 1d6", Rolls.words(dice("1d6+1 > 1d6")));
        assertEquals("1d6 ties or beats 1d6", Rolls.words(dice("1d6 >= 1d6")));
        assertEquals("6d6, each 5 or 6 hits", Rolls.words(dice("6d6, a 5 or more hits")));
        assertEquals("2d6, a total", Rolls.words(dice("2d6")));
    }

    @Test
    void oddsAreTheExactOnesRounded() {
        assertEquals("58%", Rolls.odds(dice("2d6 >= 7")));
        assertEquals("42%", Rolls.odds(dice("1d6 > 1d6")));
        assertEquals("at least one 42%, 0.5 on average", Rolls.odds(dice("3d6, a 6 hits")));
        assertEquals("7 on average", Rolls.odds(dice("2d6")));
        // the stranger's log: 6d6 "any two the same" comes up 98.5% of the time
        assertEquals("6d6, each 6 hits (at least one 67%, 1 on average); any two alike: runs dry (98%)",
                Rolls.withOdds(dice("6d6, a 6 hits, doubles: runs dry")));
        assertEquals("any two alike: out of ammunition (44%)", Rolls.doubles(dice("3d6, a 6 hits, doubles: out of ammunition")).orElseThrow());
    }
}
