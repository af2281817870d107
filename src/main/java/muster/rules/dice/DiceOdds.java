package muster.rules.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.Fraction;
import muster.scenario.rulefile.Dice;

/**
 * Exact odds of a dice expression by counting outcomes: totals die by die (a convolution, so
 * thirty dice cost no more than a few thousand additions), counts of scoring dice by the binomial
 * count, matching dice by counting the throws whose faces all differ. The parser bounds every
 * expression to 10^18 outcomes, so every count fits a long.
 */
public final class DiceOdds {

    private DiceOdds() {
    }

    public static Odds of(Dice dice) {
        if (dice instanceof Dice.Roll r) {
            return totals(r.pool());
        }
        if (dice instanceof Dice.Compare c) {
            return new Odds.Chance(chance(c));
        }
        return count((Dice.Count) dice);
    }

    public static Odds.Totals totals(Dice.Pool pool) {
        long[] ways = ways(pool);
        long all = outcomes(pool);
        List<Fraction> out = new ArrayList<>();
        for (long w : ways) {
            out.add(Fraction.chance(w, all));
        }
        return new Odds.Totals(pool.min(), out);
    }

    /** The chance a comparison holds: every pair of totals, weighted by the ways each is thrown. */
    public static Fraction chance(Dice.Compare c) {
        long[] left = ways(c.left());
        long[] right = ways(c.right());
        long favourable = 0;
        for (int i = 0; i < left.length; i++) {
            for (int j = 0; j < right.length; j++) {
                if (c.op().holds(c.left().min() + i, c.right().min() + j)) {
                    favourable += Math.multiplyExact(left[i], right[j]);
                }
            }
        }
        return Fraction.chance(favourable, Math.multiplyExact(outcomes(c.left()), outcomes(c.right())));
    }

    /**
     * Exactly h of n dice score, for each h: choose the scoring dice, k scoring faces each, the rest
     * of the faces for the others. With doubles: of those throws, the ones whose faces all differ
     * are n!/(h!(n-h)!) · k(k-1)...(k-h+1) · (s-k)(s-k-1)...; the others show a match.
     */
    public static Odds.Counted count(Dice.Count c) {
        int n = c.pool().dice();
        int s = c.pool().sides();
        int k = c.high() - c.low() + 1;
        long all = outcomes(c.pool());
        List<Fraction> exactly = new ArrayList<>();
        List<Fraction> withDoubles = new ArrayList<>();
        long matching = 0;
        for (int h = 0; h <= n; h++) {
            long choose = choose(n, h);
            long ways = Math.multiplyExact(choose, Math.multiplyExact(power(k, h), power(s - k, n - h)));
            exactly.add(Fraction.chance(ways, all));
            long distinct = Math.multiplyExact(choose, Math.multiplyExact(falling(k, h), falling(s - k, n - h)));
            withDoubles.add(Fraction.chance(ways - distinct, all));
            matching += ways - distinct;
        }
        if (c.doubles().isEmpty()) {
            return new Odds.Counted(exactly, Optional.empty(), List.of());
        }
        return new Odds.Counted(exactly, Optional.of(Fraction.chance(matching, all)), withDoubles);
    }

    /** Ways to throw each total of a pool, from its least; a number is thrown one way. */
    static long[] ways(Dice.Pool pool) {
        long[] ways = {1};
        for (int d = 0; d < pool.dice(); d++) {
            long[] next = new long[ways.length + pool.sides() - 1];
            for (int t = 0; t < ways.length; t++) {
                for (int face = 0; face < pool.sides(); face++) {
                    next[t + face] += ways[t];
                }
            }
            ways = next;
        }
        return ways;
    }

    static long outcomes(Dice.Pool pool) {
        return power(pool.sides(), pool.dice());
    }

    private static long power(long base, int exp) {
        long p = 1;
        for (int i = 0; i < exp; i++) {
            p = Math.multiplyExact(p, base);
        }
        return p;
    }

    /** a(a-1)...(a-b+1): the ways to give b dice different faces from a; 0 when b > a. */
    private static long falling(long a, int b) {
        long p = 1;
        for (int i = 0; i < b; i++) {
            p = Math.multiplyExact(p, Math.max(0, a - i));
        }
        return p;
    }

    private static long choose(int n, int h) {
        long c = 1;
        for (int i = 1; i <= h; i++) {
            c = c * (n - h + i) / i;
        }
        return c;
    }
}
