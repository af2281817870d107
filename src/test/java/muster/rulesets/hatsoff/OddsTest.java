package muster.rulesets.hatsoff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import muster.rules.Fraction;
import org.junit.jupiter.api.Test;

/**
 * The exact odds of seed 002's dice rules. Expected values are worked out by hand in the comment
 * or counted here by brute force, independently of {@link Odds}.
 */
class OddsTest {

    static final int[] FACES = {2, 3, 3, 4, 4, 5};

    @Test
    void theAverageDieAveragesThreeAndAHalf() {
        // Interpretation: the average die is 2, 3, 3, 4, 4, 5.
        assertEquals(List.of(2, 3, 3, 4, 4, 5), Dice.AVERAGE_DIE);
        assertEquals(2, Dice.ways(3));
        assertEquals(0, Dice.ways(6));
    }

    @Test
    void rifleLossesFromThreeFullFiftiesAtEachRange() {
        // Seed III.6: average die times the full 50s, times 1 short, 1/2 medium, 1/4 long.
        // Short: 6, 9, 9, 12, 12, 15 -> 6-15, average 63/6 = 21/2.
        assertEquals(new Odds.Spread(6, 15, Fraction.of(21, 2)), Odds.smallArms(3, SmallArms.SHORT, 0));
        // Medium: 3, 4.5->5, 5, 6, 6, 7.5->8 -> 3-8, average 33/6 = 11/2.
        assertEquals(new Odds.Spread(3, 8, Fraction.of(11, 2)), Odds.smallArms(3, SmallArms.MEDIUM, 0));
        // Long: 1.5->2, 2.25->2, 2, 3, 3, 3.75->4 -> 2-4, average 16/6 = 8/3.
        assertEquals(new Odds.Spread(2, 4, Fraction.of(8, 3)), Odds.smallArms(3, SmallArms.LONG, 0));
        // One 50 at long range: every face gives at least a half, rounded up to one man.
        assertEquals(new Odds.Spread(1, 1, Fraction.ONE), Odds.smallArms(1, SmallArms.LONG, 0));
    }

    @Test
    void modifiersThatTakeTheDieToNothingKillNobody() {
        // Firing at works (-2) while suppressed (-1): faces 2..5 become -1..2; only 4s and 5s hurt.
        Odds.Spread sp = Odds.smallArms(4, SmallArms.SHORT, -3);
        long sum = 0;
        for (int f : FACES) {
            sum += Math.max(0, f - 3) * 4;
        }
        assertEquals(new Odds.Spread(0, 8, Fraction.of(sum, 6)), sp);
    }

    @Test
    void gunLossesAreGunsTimesTheDieTimesTheFactor() {
        // Seed III.B.5: 4 guns of shell: 8-20, average 14. III.B.6: canister times 5: 40-100, average 70.
        assertEquals(new Odds.Spread(8, 20, Fraction.of(14)), Odds.guns(GunFire.SHELL, 4, 0));
        assertEquals(new Odds.Spread(40, 100, Fraction.of(70)), Odds.guns(GunFire.CANISTER, 4, 0));
        // Seed III.C.3: a 2-gun section times 5 to 18", times 3 beyond.
        assertEquals(new Odds.Spread(20, 50, Fraction.of(35)), Odds.guns(GunFire.MG_CLOSE, 2, 0));
        assertEquals(new Odds.Spread(12, 30, Fraction.of(21)), Odds.guns(GunFire.MG_FAR, 2, 0));
        // Canister at works (-2): faces 0, 1, 1, 2, 2, 3 times 5 per gun.
        assertEquals(new Odds.Spread(0, 15, Fraction.of(45, 6)), Odds.guns(GunFire.CANISTER, 1, -2));
    }

    @Test
    void moraleTestsByBruteForce() {
        for (int morale = -20; morale <= 140; morale += 5) {
            long pass = 0;
            long[] bands = new long[4];
            for (int roll = 1; roll <= 100; roll++) {
                int miss = roll - morale;
                if (miss <= 0) {
                    pass++;
                } else {
                    bands[miss <= 10 ? 0 : miss <= 20 ? 1 : miss <= 30 ? 2 : 3]++;
                }
            }
            Odds.Test t = Odds.moraleTest(morale);
            assertEquals(Fraction.of(pass, 100), t.pass(), "pass at " + morale);
            for (int b = 0; b < 4; b++) {
                assertEquals(Fraction.of(bands[b], 100), t.failures().get(b), "band " + b + " at " + morale);
            }
        }
        // By hand: a 70% insurrecto passes 70 in 100, fails into each of the first three bands 10 in 100, never routs.
        Odds.Test insurrecto = Odds.moraleTest(70);
        assertEquals(Fraction.of(7, 10), insurrecto.pass());
        assertEquals(List.of(Fraction.of(1, 10), Fraction.of(1, 10), Fraction.of(1, 10), Fraction.ZERO), insurrecto.failures());
        // A 110% US regular never fails an unmodified test.
        assertEquals(Fraction.ONE, Odds.moraleTest(110).pass());
    }

    @Test
    void meleeByBruteForceWithTiesRolledAgain() {
        int[][] cases = {{1, 0, 1, 0}, {2, 0, 1, 0}, {3, -1, 2, 0}, {4, 0, 5, -1}, {150, 0, 600, 0}};
        for (int[] c : cases) {
            long win = 0;
            long decided = 0;
            for (int a : FACES) {
                for (int b : FACES) {
                    long us = (long) c[0] * (a + c[1]);
                    long them = (long) c[2] * (b + c[3]);
                    if (us != them) {
                        decided++;
                        win += us > them ? 1 : 0;
                    }
                }
            }
            assertEquals(Fraction.of(win, decided), Odds.melee(c[0], c[1], c[2], c[3]), java.util.Arrays.toString(c));
        }
        // By hand: equal strengths and dice win half the decided fights.
        assertEquals(Fraction.of(1, 2), Odds.melee(300, 0, 300, 0));
        // 4 to 1 always wins: 4 x 2 = 8 beats 1 x 5.
        assertEquals(Fraction.ONE, Odds.melee(4, 0, 1, 0));
    }

    @Test
    void counterBatteryLocatingAndOfficers() {
        // Seed III.B.7.c: a 1 on a ten-sided die hits; read as 1-2 against limbered guns.
        assertEquals(Fraction.of(1, 10), Odds.counterBatteryHit(false));
        assertEquals(Fraction.of(1, 5), Odds.counterBatteryHit(true));
        // Seed III.B.7.b: a 2 or 5 on an average die finds Spanish guns: 2 faces in 6.
        assertEquals(Fraction.of(1, 3), Odds.locatePerTurn());
        // Within 3 tries: 1 - (2/3)^3 = 19/27.
        assertEquals(Fraction.of(19, 27), Odds.locatedWithin(3));
        // Seed III.D.4: officers hit on 9-10 of a ten-sided die.
        assertEquals(Fraction.of(1, 5), Odds.officerHit());
    }

    @Test
    void optionalBatteryAmmunition() {
        // Seed III.B.9: 2D10 rounds of shell, 1D10 of canister. Totals of 2..9 on 2D10 come
        // 1+2+...+8 = 36 ways in 100, so at least 10 comes 64 ways.
        assertEquals(Fraction.of(64, 100), Odds.tensAtLeast(2, 10));
        assertEquals(Fraction.of(1, 100), Odds.tensAtLeast(2, 20));
        assertEquals(Fraction.of(6, 10), Odds.tensAtLeast(1, 5));
        assertEquals(Fraction.of(11), Odds.tensMean(2));
        assertEquals(Fraction.of(11, 2), Odds.tensMean(1));
    }
}
