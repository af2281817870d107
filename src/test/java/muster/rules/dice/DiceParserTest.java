package muster.rules.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.Optional;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.DiceParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each form of a dice expression reads as written; each mistake is found at its character. */
class DiceParserTest {

    static Dice ok(String text) {
        DiceParser.Parsed p = DiceParser.parse(text);
        return assertInstanceOf(DiceParser.Ok.class, p, () -> text + ": " + p).dice();
    }

    @Test
    void aPoolsTotal() {
        assertEquals(new Dice.Roll("2d6", new Dice.Pool(2, 6, 0)), ok("2d6"));
        assertEquals(new Dice.Roll("d6-1", new Dice.Pool(1, 6, -1)), ok("d6-1"));
        assertEquals(new Dice.Roll("3D10+2", new Dice.Pool(3, 10, 2)), ok("3D10+2"));
    }

    @Test
    void aTotalAgainstANumber() {
        assertEquals(new Dice.Compare("2d6 <= 6", new Dice.Pool(2, 6, 0), Dice.Op.LE, Dice.Pool.number(6)), ok("2d6 <= 6"));
        assertEquals(new Dice.Compare("1d6>=5", new Dice.Pool(1, 6, 0), Dice.Op.GE, Dice.Pool.number(5)), ok("1d6>=5"));
        assertEquals(Dice.Op.EQ, ((Dice.Compare) ok("1d6 == 5")).op());
        assertEquals(Dice.Op.LT, ((Dice.Compare) ok("1d6 < 3")).op());
    }

    @Test
    void aTotalAgainstAnOpposingPool() {
        assertEquals(new Dice.Compare("1d6+1 > 1d6", new Dice.Pool(1, 6, 1), Dice.Op.GT, new Dice.Pool(1, 6, 0)), ok("1d6+1 > 1d6"));
    }

    @Test
    void aCountOfScoringDice() {
        assertEquals(new Dice.Count("3d6, a 6 hits", new Dice.Pool(3, 6, 0), 6, 6, "hits", Optional.empty()), ok("3d6, a 6 hits"));
        assertEquals(new Dice.Count("4d6, a 5 or more kills", new Dice.Pool(4, 6, 0), 5, 6, "kills", Optional.empty()),
                ok("4d6, a 5 or more kills"));
        Dice.Count plus = (Dice.Count) ok("4d6, each 4+ hits");
        assertEquals(4, plus.low());
        assertEquals(6, plus.high());
        Dice.Count less = (Dice.Count) ok("2d6, a 2 or less saves");
        assertEquals(1, less.low());
        assertEquals(2, less.high());
        Dice.Count span = (Dice.Count) ok("2d10, a 3 to 5 pins");
        assertEquals(3, span.low());
        assertEquals(5, span.high());
    }

    @Test
    void aCountWithDoubles() {
        assertEquals(new Dice.Count("3d6, a 6 hits, doubles: out of ammunition", new Dice.Pool(3, 6, 0), 6, 6, "hits",
                Optional.of("out of ammunition")), ok("3d6, a 6 hits, doubles: out of ammunition"));
    }

    /** The character a mistake is reported at, counted from 0. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "2x6 <= 6|1",
            "2d <= 6|2",
            "2d1 <= 6|2",
            "31d6|0",
            "2d6 <> 6|5",
            "2d6 <= six|7",
            "2d6 <= 6 or 7|9",
            "<= 6|0",
            "3d6 a 6 hits|4",
            "3d6, 6 hits|5",
            "3d6, a 7 hits|7",
            "3d6, a 6 hit|9",
            "3d6, a 6 hits, triples: jam|15",
            "1d6, a 6 hits, doubles: jam|23",
            "3d6, a 6 hits, doubles:|23",
            "2d6+|4",
            "30d100|0",
    })
    void aMistakeIsFoundAtItsCharacter(String text, int offset) {
        DiceParser.Parsed p = DiceParser.parse(text);
        DiceParser.Failed failed = assertInstanceOf(DiceParser.Failed.class, p, text);
        assertEquals(offset, failed.offset(), () -> text + ": " + failed.message());
    }

    @Test
    void aFailureSaysWhatItExpectedAndHowToWriteIt() {
        DiceParser.Failed f = (DiceParser.Failed) DiceParser.parse("3d6, a 6 hit");
        assertEquals("expected what each such die scores (hits, pins, kills, saves, scores, wounds), found 'hit'", f.message());
        assertEquals("write 'a 6 hits'", f.hint());
    }
}
