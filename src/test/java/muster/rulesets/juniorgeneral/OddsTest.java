package muster.rulesets.juniorgeneral;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import muster.rules.Fraction;
import org.junit.jupiter.api.Test;

/**
 * The exact odds of seed 003's dice rules. Every expected value is worked out by hand in the
 * comment or counted here by brute force, independently of {@link Odds}.
 */
class OddsTest {

    @Test
    void aSpanishDiePinsOnAFiveAndKillsOnASix() {
        // Seed: Spanish roll one die per figure; a 5 pins an American, a 6 eliminates one.
        assertEquals(new Fraction(1, 6), Odds.spanishDie().pin());
        assertEquals(new Fraction(1, 6), Odds.spanishDie().kill());
    }

    @Test
    void aMachineGunRunsDryWhenAnyTwoOfItsThreeDiceMatch() {
        // Seed: 3D6, out of ammunition for the game if two dice are the same. All three differ in
        // 6 * 5 * 4 = 120 of 216 rolls, so it runs dry on 1 - 120/216 = 96/216 = 4/9.
        assertEquals(new Fraction(96, 216), Odds.machineGunRunsDry());
        assertEquals(new Fraction(4, 9), Odds.machineGunRunsDry());
        assertEquals("44%", Odds.machineGunRunsDry().percent());
    }

    @Test
    void burstsSplitIntoHitsAndAmmunitionExactly() {
        // Brute force over the 216 rolls of three dice.
        long[] keep = new long[4];
        long[] dry = new long[4];
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                for (int c = 1; c <= 6; c++) {
                    int hits = (a == 6 ? 1 : 0) + (b == 6 ? 1 : 0) + (c == 6 ? 1 : 0);
                    if (a == b || b == c || a == c) {
                        dry[hits]++;
                    } else {
                        keep[hits]++;
                    }
                }
            }
        }
        List<Odds.Burst> bursts = Odds.machineGunBurst();
        assertEquals(4, bursts.size());
        for (int h = 0; h <= 3; h++) {
            assertEquals(new Fraction(keep[h], 216), bursts.get(h).keepsFiring(), "keeps firing with " + h + " hits");
            assertEquals(new Fraction(dry[h], 216), bursts.get(h).runsDry(), "runs dry with " + h + " hits");
        }
        // By hand: two or three sixes always make a pair, so they always empty the gun.
        assertEquals(Fraction.ZERO, bursts.get(2).keepsFiring());
        assertEquals(new Fraction(1, 216), bursts.get(3).runsDry());
        // One six and two other different faces: 3 places * 5 * 4 = 60 rolls fire on.
        assertEquals(new Fraction(60, 216), bursts.get(1).keepsFiring());
    }

    @Test
    void aMachineGunIsStillLoadedAfterKBurstsWithFiveNinthsToTheK() {
        assertEquals(new Fraction(5, 9), Odds.machineGunStillLoaded(1));
        assertEquals(new Fraction(125, 729), Odds.machineGunStillLoaded(3));
    }

    @Test
    void aGatlingRollsSixDiceAndHitsOnSixes() {
        // Seed: Gatlings work like machine guns with 6D6. No six on six dice: 5^6 / 6^6.
        assertEquals(new Fraction(15625, 46656), Odds.hits(6, 0));
        assertEquals(new Fraction(46656 - 15625, 46656), Odds.anyHit(Weapon.GATLING.dice()));
        // Exactly one six: 6 * 5^5 = 18750 rolls.
        assertEquals(new Fraction(18750, 46656), Odds.hits(6, 1));
        // A machine gun's 3 dice: at least one six in 216 - 125 = 91 rolls.
        assertEquals(new Fraction(91, 216), Odds.anyHit(Weapon.MACHINEGUN.dice()));
    }

    @Test
    void americanVolleysMatchABruteForceCount() {
        // Seed: Americans need a 6; half the hits (rounded up) pin, the rest kill: one hit is a pin,
        // a kill needs two hits. Count every roll of n dice for small n.
        for (int n = 1; n <= 6; n++) {
            long all = 1;
            for (int i = 0; i < n; i++) {
                all *= 6;
            }
            long anyPin = 0;
            long anyKill = 0;
            for (long code = 0; code < all; code++) {
                long c = code;
                int sixes = 0;
                for (int d = 0; d < n; d++) {
                    if (c % 6 == 5) {
                        sixes++;
                    }
                    c /= 6;
                }
                if (Fire.usPins(sixes) > 0) {
                    anyPin++;
                }
                if (Fire.usKills(sixes) > 0) {
                    anyKill++;
                }
            }
            Odds.Volley v = Odds.usVolley(n);
            assertEquals(new Fraction(anyPin, all), v.anyPin(), n + " figures, a pin");
            assertEquals(new Fraction(anyKill, all), v.anyKill(), n + " figures, a kill");
            assertEquals(v.anyPin().complement(), v.allMiss());
        }
        // By hand: one figure can never kill (a single hit is a pin).
        assertEquals(Fraction.ZERO, Odds.usVolley(1).anyKill());
        // Twelve figures: no six at all is (5/6)^12.
        assertEquals(new Fraction(5, 6).power(12), Odds.usVolley(12).allMiss());
    }

    @Test
    void meleeTiesGoToSpain() {
        // Seed: each rolls one die, highest wins, Spain wins ties. Even: the US wins only when its
        // die is strictly higher, 15 of 36.
        assertEquals(new Fraction(15, 36), Odds.usWinsMelee(0, 0));
        // US +1 (an officer): 21 of 36. Spain +1 (the blockhouse): 10 of 36.
        assertEquals(new Fraction(21, 36), Odds.usWinsMelee(1, 0));
        assertEquals(new Fraction(10, 36), Odds.usWinsMelee(0, 1));
        // An officer attacking the blockhouse's defender: the pluses cancel, Spain still has the ties.
        assertEquals(Odds.usWinsMelee(0, 0), Odds.usWinsMelee(1, 1));
        assertEquals(Odds.usWinsMelee(0, 2), Odds.usWinsMelee(-2));
        // Spain's best case: officer in the blockhouse against a pinned American, +3: 3 of 36.
        assertEquals(new Fraction(3, 36), Odds.usWinsMelee(0, Melee.SPAIN_MAX));
        // The US's best case: an officer against a pinned Spaniard, +2: 26 of 36.
        assertEquals(new Fraction(26, 36), Odds.usWinsMelee(Melee.US_MAX, 0));
    }

    @Test
    void aLoneDefenderFacesAttackersOneAtATime() {
        // Seed: several attackers fight a series of one-on-one fights. Two plain Americans against a
        // plain Spaniard: he survives both with (21/36)^2, so falls with 1 - 441/1296 = 855/1296.
        assertEquals(new Fraction(855, 1296), Odds.defenderFalls(2, 0, 0));
        assertEquals(Odds.usWinsMelee(0, 1), Odds.defenderFalls(1, 0, 1));
    }
}
