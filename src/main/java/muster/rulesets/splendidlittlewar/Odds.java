package muster.rulesets.splendidlittlewar;

import muster.rules.DiceCounts;
import muster.rules.Fraction;

/**
 * Exact chances from the seed's dice, found by counting every outcome of the dice: no
 * simulation, no floating point. Each method says which rule it counts.
 */
public final class Odds {

    /** Faces of the drift die that show a hit (interpretation DRIFT: a scatter die, 2 hit faces in 6). */
    public static final int DRIFT_HIT_FACES = 2;
    /** A save roll for US units in cover succeeds on 4, 5 or 6 (seed). */
    public static final int SAVE_FROM = 4;

    private Odds() {
    }

    /** Morale: 1D6 less than the stands remaining passes. */
    public static Fraction moralePasses(int standsLeft) {
        int ok = 0;
        for (int face = 1; face <= 6; face++) {
            if (face < standsLeft) {
                ok++;
            }
        }
        return Fraction.chance(ok, 6);
    }

    /**
     * Charge: the move (6") plus 1D6 inches reaches an enemy {@code inches} away; in rough ground
     * every inch of it costs two (interpretation CHARGE_ROUGH).
     */
    public static Fraction chargeReaches(int inches, boolean rough) {
        int ok = 0;
        for (int face = 1; face <= 6; face++) {
            int move = UnitClass.MOVE + face;
            if ((rough ? move : 2 * move) >= 2 * inches) {
                ok++;
            }
        }
        return Fraction.chance(ok, 6);
    }

    /** Evading: the charged unit runs 1D6"; the charger catches it if its unused move is at least that. */
    public static Fraction evadeEscapes(int chargerMoveLeft) {
        int ok = 0;
        for (int face = 1; face <= 6; face++) {
            if (face > chargerMoveLeft) {
                ok++;
            }
        }
        return Fraction.chance(ok, 6);
    }

    /**
     * Ways to score exactly k hits with {@code dice} dice each hitting on {@code hitFrom} or more; with
     * {@code saved}, each hit is then saved on 4-6 (US units in cover). Index k of the result counts
     * outcomes; the last element is the number of all outcomes.
     */
    static long[] hitWays(int dice, int hitFrom, boolean saved) {
        long hitFaces = 7 - hitFrom;
        long perDie = saved ? 36 : 6;
        long hit = saved ? hitFaces * (SAVE_FROM - 1) : hitFaces;
        long miss = perDie - hit;
        long[] ways = new long[dice + 1];
        ways[0] = 1;
        for (int d = 0; d < dice; d++) {
            long[] next = new long[dice + 1];
            for (int k = 0; k <= d; k++) {
                next[k] += ways[k] * miss;
                next[k + 1] += ways[k] * hit;
            }
            ways = next;
        }
        long[] out = new long[dice + 2];
        System.arraycopy(ways, 0, out, 0, dice + 1);
        long all = 1;
        for (int d = 0; d < dice; d++) {
            all *= perDie;
        }
        out[dice + 1] = all;
        return out;
    }

    /** Fire: the chance of at least {@code k} hits from {@code dice} dice hitting on {@code hitFrom}+, saves taken. */
    public static Fraction atLeastHits(int dice, int hitFrom, boolean saved, int k) {
        long[] ways = hitWays(dice, hitFrom, saved);
        long ok = 0;
        for (int j = k; j <= dice; j++) {
            ok += ways[j];
        }
        return Fraction.chance(ok, ways[dice + 1]);
    }

    /** Fire: hits to expect from {@code dice} dice, saves taken. */
    public static Fraction expectedHits(int dice, int hitFrom, boolean saved) {
        long[] ways = hitWays(dice, hitFrom, saved);
        long sum = 0;
        for (int j = 1; j <= dice; j++) {
            sum += j * ways[j];
        }
        return new Fraction(sum, ways[dice + 1]);
    }

    /** The chance one die hits on {@code hitFrom}+, and is not saved when {@code saved}. */
    public static Fraction hitPerDie(int hitFrom, boolean saved) {
        return atLeastHits(1, hitFrom, saved, 1);
    }

    /** Artillery: the drift die shows a hit and the shell lands on the point aimed at. */
    public static Fraction onTarget() {
        return Fraction.chance(DRIFT_HIT_FACES, 6);
    }

    /**
     * Artillery: the shell lands within {@code inches} of the point aimed at, counting the drift die
     * (a hit lands on the point) and the drift distance, 1D6 to half range and 2D6 beyond it.
     */
    public static Fraction landsWithin(int inches, boolean overHalfRange) {
        int dice = overHalfRange ? 2 : 1;
        long[] sums = DiceCounts.sums(dice);
        long near = 0;
        long all = 0;
        for (int i = 0; i < sums.length; i++) {
            all += sums[i];
            if (i + dice <= inches) {
                near += sums[i];
            }
        }
        long ways = DRIFT_HIT_FACES * all + (6 - DRIFT_HIT_FACES) * near;
        return Fraction.chance(ways, 6 * all);
    }

    /**
     * Artillery: a unit within 1" of the landing point takes 1D6 hits; the chance that at least
     * {@code hits} of them stand (after 4-6 saves when {@code saved}).
     */
    public static Fraction shellHitsAtLeast(int hits, boolean saved) {
        // Every row (the hits die showing 1-6) is brought to 6^6 save-die outcomes so the rows weigh equally.
        long ok = 0;
        long all = 0;
        for (int rolled = 1; rolled <= 6; rolled++) {
            long row = DiceCounts.pow(6, 6);
            all += row;
            if (!saved) {
                ok += rolled >= hits ? row : 0;
                continue;
            }
            // One save die per hit: 1-3 keeps the hit (3 faces), 4-6 saves it (3 faces).
            long keptWays = 0;
            for (int kept = hits; kept <= rolled; kept++) {
                keptWays += choose(rolled, kept) * DiceCounts.pow(SAVE_FROM - 1, kept) * DiceCounts.pow(7 - SAVE_FROM, rolled - kept);
            }
            ok += keptWays * DiceCounts.pow(6, 6 - rolled);
        }
        return Fraction.chance(ok, all);
    }

    /** Artillery: hits to expect on a unit within 1" of the landing point (1D6, halved on average by saves). */
    public static Fraction shellExpectedHits(boolean saved) {
        Fraction mean = new Fraction(7, 2);
        return saved ? mean.times(new Fraction(SAVE_FROM - 1, 6)) : mean;
    }

    /**
     * Hand-to-hand: the chance the side with {@code net} more in modifiers wins, each rolling 1D6;
     * a tie is rolled again (interpretation MELEE_TIES).
     */
    public static Fraction meleeWins(int net) {
        long win = 0;
        long lose = 0;
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                int diff = a + net - b;
                if (diff > 0) {
                    win++;
                } else if (diff < 0) {
                    lose++;
                }
            }
        }
        return Fraction.chance(win, win + lose);
    }

    /** Hand-to-hand: hits the loser takes on average (the difference of the modified rolls) when the side {@code net} up wins. */
    public static Fraction meleeLoserHits(int net) {
        long wins = 0;
        long hits = 0;
        for (int a = 1; a <= 6; a++) {
            for (int b = 1; b <= 6; b++) {
                int diff = a + net - b;
                if (diff > 0) {
                    wins++;
                    hits += diff;
                }
            }
        }
        return wins == 0 ? Fraction.ZERO : new Fraction(hits, wins);
    }

    /** Rout: a routing unit runs 2D6"; the chance it covers at least {@code inches}. */
    public static Fraction routCovers(int inches) {
        long[] s = DiceCounts.sums(2);
        long ok = 0;
        for (int i = 0; i < s.length; i++) {
            if (i + 2 >= inches) {
                ok += s[i];
            }
        }
        return Fraction.chance(ok, 36);
    }

    /** Deck: the chance that one given card of a shuffled deck of {@code cards} is turned first. */
    public static Fraction firstCard(int cards) {
        return Fraction.chance(1, cards);
    }

    /**
     * Deck: once an enemy bonus card has come first, the chance that the pinned brigade's side turns
     * its own bonus card after the pinned brigade's card, freeing it; counted over every place the two
     * cards can take among the {@code cards - 1} left.
     */
    public static Fraction pinLifted(int cards) {
        int rest = cards - 1;
        long after = 0;
        long all = 0;
        for (int pinned = 0; pinned < rest; pinned++) {
            for (int bonus = 0; bonus < rest; bonus++) {
                if (pinned == bonus) {
                    continue;
                }
                all++;
                if (bonus > pinned) {
                    after++;
                }
            }
        }
        return all == 0 ? Fraction.ZERO : Fraction.chance(after, all);
    }

    static long choose(int n, int k) {
        long r = 1;
        for (int i = 1; i <= k; i++) {
            r = r * (n - k + i) / i;
        }
        return r;
    }
}
