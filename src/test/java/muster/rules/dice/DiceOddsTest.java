package muster.rules.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import muster.rules.Fraction;
import muster.rulesets.juniorgeneral.Odds;
import muster.scenario.rulefile.Dice;
import org.junit.jupiter.api.Test;

/** Exact odds of each form, against values worked out by hand (and, for junior-general's dice, the Java module's own). */
class DiceOddsTest {

    static Fraction chance(String text) {
        return ((muster.rules.dice.Odds.Chance) DiceOdds.of(DiceParserTest.ok(text))).chance();
    }

    static muster.rules.dice.Odds.Counted counted(String text) {
        return (muster.rules.dice.Odds.Counted) DiceOdds.of(DiceParserTest.ok(text));
    }

    @Test
    void aTotalAgainstANumber() {
        // 2d6 <= 6: totals 2..6 are thrown 1+2+3+4+5 = 15 ways of 36
        assertEquals(Fraction.of(5, 12), chance("2d6 <= 6"));
        assertEquals(Fraction.of(1, 3), chance("1d6 >= 5"));
        assertEquals(Fraction.of(1, 6), chance("1d6 = 5"));
        assertEquals(Fraction.of(1, 6), chance("2d6 = 7"));
        // 2d6+1 > 7 is 2d6 >= 7: 6+5+4+3+2+1 = 21 ways of 36
        assertEquals(Fraction.of(7, 12), chance("2d6+1 > 7"));
        assertEquals(Fraction.ZERO, chance("1d6 > 6"));
        assertEquals(Fraction.ONE, chance("1d6 >= 1"));
    }

    @Test
    void aTotalAgainstAnOpposingPool() {
        // one die each, the first must be higher: 15 of the 36 pairs; a tie goes to the second
        assertEquals(Fraction.of(5, 12), chance("1d6 > 1d6"));
        // +1: the first wins when the second shows no more than it: 21 of 36
        assertEquals(Fraction.of(7, 12), chance("1d6+1 > 1d6"));
        assertEquals(Fraction.of(1, 6), chance("1d6 = 1d6"));
    }

    @Test
    void aPoolsTotals() {
        muster.rules.dice.Odds.Totals t = (muster.rules.dice.Odds.Totals) DiceOdds.of(DiceParserTest.ok("2d6"));
        assertEquals(2, t.min());
        assertEquals(11, t.chances().size());
        assertEquals(Fraction.of(1, 36), t.of(2));
        assertEquals(Fraction.of(1, 6), t.of(7));
        assertEquals(Fraction.ZERO, t.of(13));
    }

    @Test
    void aCountOfSixes() {
        // 3d6: no six 5^3 = 125, one 3·25 = 75, two 3·5 = 15, three 1, of 216
        muster.rules.dice.Odds.Counted c = counted("3d6, a 6 hits");
        assertEquals(List.of(Fraction.of(125, 216), Fraction.of(75, 216), Fraction.of(15, 216), Fraction.of(1, 216)), c.exactly());
        assertEquals(Fraction.of(91, 216), c.atLeastOne());
        assertEquals(Fraction.of(1, 2), c.mean());
        assertEquals(Optional.empty(), c.doubles());
        assertEquals(Fraction.of(2, 3), counted("2d6, a 5 or more hits").mean());
        assertEquals(Fraction.of(3, 4), counted("2d6, a 4+ hits").atLeastOne());
    }

    @Test
    void doublesAreTwoOrMoreDiceAlike() {
        // three dice all different 6·5·4 = 120 of 216, so a match 96/216 = 4/9; with no six (5^3 = 125, all different
        // 5·4·3 = 60) 65 match; with one six (75; all different 3·1·5·4 = 60) 15; with two or three sixes every throw
        muster.rules.dice.Odds.Counted c = counted("3d6, a 6 hits, doubles: out of ammunition");
        assertEquals(Optional.of(Fraction.of(4, 9)), c.doubles());
        assertEquals(List.of(Fraction.of(65, 216), Fraction.of(15, 216), Fraction.of(15, 216), Fraction.of(1, 216)), c.exactlyWithDoubles());
    }

    @Test
    void juniorGeneralsDiceAsDataGiveTheJavaModulesOdds() {
        assertEquals(Odds.spanishDie().pin(), chance("1d6 = 5"));
        assertEquals(Odds.spanishDie().kill(), chance("1d6 >= 6"));
        assertEquals(Odds.anyHit(6), counted("6d6, a 6 hits").atLeastOne());
        assertEquals(Odds.machineGunRunsDry(), counted("3d6, a 6 hits, doubles: out of ammunition").doubles().orElseThrow());
        List<Odds.Burst> burst = Odds.machineGunBurst();
        muster.rules.dice.Odds.Counted mg = counted("3d6, a 6 hits, doubles: out of ammunition");
        for (Odds.Burst b : burst) {
            assertEquals(b.runsDry(), mg.exactlyWithDoubles().get(b.hits()));
            assertEquals(b.keepsFiring(), mg.exactly().get(b.hits()).minus(mg.exactlyWithDoubles().get(b.hits())));
        }
        for (int n : new int[] {1, 2, 3, 4, 6, 8, 12}) {
            muster.rules.dice.Odds.Counted v = counted(n + "d6, a 6 hits");
            assertEquals(Odds.usVolley(n).anyPin(), v.atLeastOne(), n + " figures");
            assertEquals(Odds.usVolley(n).anyKill(), v.atLeastOne().minus(v.exactly().get(1)), n + " figures");
        }
        for (int d = -3; d <= 2; d++) {
            String expr = d >= 0 ? "1d6+" + d + " > 1d6" : "1d6 > 1d6+" + (-d);
            assertEquals(Odds.usWinsMelee(d), chance(expr), expr);
        }
    }

    @Test
    void theLargestPoolsAreCountedExactly() {
        // 23d6 has 6^23 < 10^18 outcomes; at least one six: 1 - (5/6)^23
        Fraction none = Fraction.of(5, 6).power(23);
        assertEquals(none.complement(), counted("23d6, a 6 hits").atLeastOne());
        // 30 coins: exactly 15 ones is C(30,15) = 155,117,520 of 2^30; above 15 is half of the rest
        assertEquals(Fraction.of(155_117_520L, 1L << 30), chance("30d2 = 45"));
        assertEquals(Fraction.of((1L << 30) - 155_117_520L, 1L << 31), chance("30d2 > 45"));
    }
}
