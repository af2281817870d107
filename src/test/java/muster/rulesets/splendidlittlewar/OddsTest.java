package muster.rulesets.splendidlittlewar;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import muster.rules.Fraction;
import org.junit.jupiter.api.Test;

/**
 * The exact odds of seed 001's dice. Expected values are worked out by hand in the comments or
 * counted here by brute force over every face of every die, independently of {@link Odds}.
 */
class OddsTest {

    /** Every roll of {@code n} dice, each a list of faces 1-6. */
    private static List<int[]> rolls(int n) {
        List<int[]> out = new ArrayList<>();
        int all = (int) Math.pow(6, n);
        for (int code = 0; code < all; code++) {
            int[] faces = new int[n];
            int c = code;
            for (int i = 0; i < n; i++) {
                faces[i] = c % 6 + 1;
                c /= 6;
            }
            out.add(faces);
        }
        return out;
    }

    @Test
    void moraleIsOneDieUnderTheStandsLeft() {
        // Seed, morale: roll 1D6; less than the stands remaining passes.
        assertEquals(new Fraction(5, 6), Odds.moralePasses(6));
        assertEquals(new Fraction(1, 2), Odds.moralePasses(4));
        assertEquals(new Fraction(1, 6), Odds.moralePasses(2));
        // Interpretation MORALE: one stand left can never pass (no face is under 1).
        assertEquals(Fraction.ZERO, Odds.moralePasses(1));
        // More than six stands would always pass; the rules never allow it, but the count holds.
        assertEquals(Fraction.ONE, Odds.moralePasses(7));
    }

    @Test
    void chargeAddsOneDieToTheSixInchMove() {
        // Seed: 6" move plus 1D6 before measuring. 7" is certain, 12" needs a 6, 13" is out of reach.
        assertEquals(Fraction.ONE, Odds.chargeReaches(7, false));
        assertEquals(new Fraction(5, 6), Odds.chargeReaches(8, false));
        assertEquals(new Fraction(1, 6), Odds.chargeReaches(12, false));
        assertEquals(Fraction.ZERO, Odds.chargeReaches(13, false));
        // Interpretation CHARGE_ROUGH: in rough ground the whole (6 + 1D6)" is halved: 5" needs 6 + d >= 10, d >= 4.
        assertEquals(new Fraction(1, 2), Odds.chargeReaches(5, true));
        assertEquals(Fraction.ONE, Odds.chargeReaches(3, true));
        assertEquals(Fraction.ZERO, Odds.chargeReaches(7, true));
        for (int d = 0; d <= 14; d++) {
            int open = 0;
            int rough = 0;
            for (int face = 1; face <= 6; face++) {
                open += 6 + face >= d ? 1 : 0;
                rough += (6 + face) / 2.0 >= d ? 1 : 0;
            }
            assertEquals(Fraction.chance(open, 6), Odds.chargeReaches(d, false), "open " + d);
            assertEquals(Fraction.chance(rough, 6), Odds.chargeReaches(d, true), "rough " + d);
        }
    }

    @Test
    void evadingUnitEscapesWhenItsDieBeatsTheChargersMoveLeft() {
        // Seed: evade 1D6"; caught if the charger has enough movement left.
        assertEquals(Fraction.ONE, Odds.evadeEscapes(0));
        assertEquals(new Fraction(1, 2), Odds.evadeEscapes(3));
        assertEquals(Fraction.ZERO, Odds.evadeEscapes(6));
    }

    @Test
    void infantryAndMachineGunHitsAgreeWithBruteForce() {
        // Seed: a hit on 5 or 6 per die; US in cover save each hit on 4-6.
        for (int dice = 1; dice <= 6; dice++) {
            long[] plain = new long[dice + 1];
            for (int[] r : rolls(dice)) {
                int hits = 0;
                for (int f : r) {
                    hits += f >= 5 ? 1 : 0;
                }
                plain[hits]++;
            }
            long all = (long) Math.pow(6, dice);
            for (int k = 0; k <= dice; k++) {
                long ok = 0;
                for (int j = k; j <= dice; j++) {
                    ok += plain[j];
                }
                assertEquals(Fraction.chance(ok, all), Odds.atLeastHits(dice, 5, false, k), dice + " dice, " + k + "+ hits");
            }
        }
        // With saves, one fire die and one save die per shot: 36 pairs, 2 hit faces x 3 unsaved faces = 6 kept.
        for (int dice = 1; dice <= 3; dice++) {
            long[] kept = new long[dice + 1];
            for (int[] r : rolls(2 * dice)) {
                int hits = 0;
                for (int i = 0; i < dice; i++) {
                    hits += r[i] >= 5 && r[dice + i] <= 3 ? 1 : 0;
                }
                kept[hits]++;
            }
            long all = (long) Math.pow(36, dice);
            assertEquals(Fraction.chance(all - kept[0], all), Odds.atLeastHits(dice, 5, true, 1), dice + " dice vs US in cover");
        }
        assertEquals(new Fraction(1, 3), Odds.hitPerDie(5, false));
        assertEquals(new Fraction(1, 6), Odds.hitPerDie(5, true));
        // A fresh machine gun: 3D6 per crewman, 2 crew = 6 dice; average 6 x 1/3 = 2 hits.
        assertEquals(new Fraction(2, 1), Odds.expectedHits(6, 5, false));
        // 1 - (2/3)^6 = 665/729.
        assertEquals(new Fraction(665, 729), Odds.atLeastHits(6, 5, false, 1));
    }

    @Test
    void artilleryDriftAgreesWithBruteForce() {
        // Interpretation DRIFT: a scatter die with 2 hit faces in 6; drift 1D6" to half range, 2D6" beyond.
        assertEquals(new Fraction(1, 3), Odds.onTarget());
        for (int dice = 1; dice <= 2; dice++) {
            for (int r = 0; r <= 12; r++) {
                long ok = 0;
                long all = 0;
                for (int[] roll : rolls(dice + 1)) {
                    all++;
                    int drift = 0;
                    for (int i = 1; i <= dice; i++) {
                        drift += roll[i];
                    }
                    boolean hit = roll[0] >= 5;
                    ok += hit || drift <= r ? 1 : 0;
                }
                assertEquals(Fraction.chance(ok, all), Odds.landsWithin(r, dice == 2), dice + "D6 drift within " + r);
            }
        }
        // Up to half range, within 1": the hit (1/3) or a drift of exactly 1 (2/3 x 1/6) = 4/9.
        assertEquals(new Fraction(4, 9), Odds.landsWithin(1, false));
    }

    @Test
    void shellHitsAgreeWithBruteForce() {
        // Seed: 1D6 hits to each unit within 1" of the landing point.
        assertEquals(new Fraction(2, 3), Odds.shellHitsAtLeast(3, false));
        assertEquals(new Fraction(5, 6), Odds.shellHitsAtLeast(2, false));
        // With saves (US in cover): roll the hits die, then a save die for each hit, 4-6 saving it.
        for (int need = 1; need <= 4; need++) {
            long ok = 0;
            long all = 0;
            for (int[] roll : rolls(7)) {
                all++;
                int kept = 0;
                for (int i = 1; i <= roll[0]; i++) {
                    kept += roll[i] <= 3 ? 1 : 0;
                }
                ok += kept >= need ? 1 : 0;
            }
            assertEquals(Fraction.chance(ok, all), Odds.shellHitsAtLeast(need, true), need + "+ kept hits");
        }
        assertEquals(new Fraction(7, 2), Odds.shellExpectedHits(false));
        assertEquals(new Fraction(7, 4), Odds.shellExpectedHits(true));
    }

    @Test
    void handToHandAgreesWithBruteForce() {
        // Seed: each side rolls 1D6 with its modifiers; interpretation MELEE_TIES: ties are rolled again.
        assertEquals(new Fraction(1, 2), Odds.meleeWins(0));
        // +1: of 36 pairs, a + 1 > b in 21 and a + 1 < b in 10.
        assertEquals(new Fraction(21, 31), Odds.meleeWins(1));
        assertEquals(new Fraction(10, 31), Odds.meleeWins(-1));
        for (int net = -3; net <= 3; net++) {
            long win = 0;
            long lose = 0;
            long diff = 0;
            for (int[] r : rolls(2)) {
                int d = r[0] + net - r[1];
                if (d > 0) {
                    win++;
                    diff += d;
                } else if (d < 0) {
                    lose++;
                }
            }
            assertEquals(Fraction.chance(win, win + lose), Odds.meleeWins(net), "net " + net);
            assertEquals(new Fraction(diff, win), Odds.meleeLoserHits(net), "loser hits at net " + net);
        }
    }

    @Test
    void routIsTwoDice() {
        // Seed: a routing unit moves 2D6".
        assertEquals(Fraction.ONE, Odds.routCovers(2));
        assertEquals(new Fraction(21, 36), Odds.routCovers(7));
        assertEquals(new Fraction(1, 36), Odds.routCovers(12));
        assertEquals(Fraction.ZERO, Odds.routCovers(13));
    }

    @Test
    void deckOddsCountEveryOrdering() {
        // Seed: one card per brigade and one bonus card per side, shuffled together.
        assertEquals(new Fraction(1, 9), Odds.firstCard(9));
        // Once an enemy bonus card came first, the pinned side's bonus card follows the pinned brigade's
        // card in half of the orderings of the rest; counted here over every permutation of 5 cards.
        int[] cards = {0, 1, 2, 3, 4};
        int[] counts = new int[2];
        permute(cards, 0, counts);
        assertEquals(new Fraction(counts[0], counts[1]), Odds.pinLifted(6));
        assertEquals(new Fraction(1, 2), Odds.pinLifted(9));
    }

    /** counts[0]: orderings with card 1 (own bonus) after card 0 (pinned brigade); counts[1]: all. */
    private static void permute(int[] a, int k, int[] counts) {
        if (k == a.length) {
            int pinned = -1;
            int bonus = -1;
            for (int i = 0; i < a.length; i++) {
                pinned = a[i] == 0 ? i : pinned;
                bonus = a[i] == 1 ? i : bonus;
            }
            counts[0] += bonus > pinned ? 1 : 0;
            counts[1]++;
            return;
        }
        for (int i = k; i < a.length; i++) {
            int t = a[k];
            a[k] = a[i];
            a[i] = t;
            permute(a, k + 1, counts);
            a[i] = a[k];
            a[k] = t;
        }
    }
}
