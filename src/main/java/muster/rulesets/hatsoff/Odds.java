package muster.rulesets.hatsoff;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import muster.rules.Fraction;

/**
 * Exact chances and averages from the dice rules, by counting every face: no simulation. Losses
 * come from one average die (faces 2, 3, 3, 4, 4, 5); morale tests from percentile dice; melee
 * from one average die a side, ties rolled again; counter-battery and officers from a ten-sided
 * die; the optional battery ammunition from ten-sided dice.
 */
public final class Odds {

    /** Fewest and most men one fire can cost, and the exact average. */
    public record Spread(int min, int max, Fraction mean) {

        /** "8-20, avg 14". */
        public String describe() {
            return (min == max ? String.valueOf(min) : min + "-" + max) + ", avg " + mean.mixed();
        }
    }

    /** The chance a morale test passes, and of each failure result in {@link Morale#RESULTS} order. */
    public record Test(int morale, Fraction pass, List<Fraction> failures) {
    }

    /** Officers with a unit are hit on 9 or 10 of a ten-sided die. */
    public static final int OFFICER_HIT_FROM = 9;

    private Odds() {
    }

    /** The spread of {@code menForScore} over the average die with {@code modifier} added. */
    public static Spread spread(IntUnaryOperator menForScore, int modifier) {
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        long sum = 0;
        for (int face : Dice.AVERAGE_DIE) {
            int men = menForScore.applyAsInt(face + modifier);
            min = Math.min(min, men);
            max = Math.max(max, men);
            sum += men;
        }
        return new Spread(min, max, Fraction.of(sum, Dice.AVERAGE_DIE.size()));
    }

    public static Spread smallArms(int fifties, SmallArms.Band band, int modifier) {
        return spread(score -> SmallArms.losses(score, fifties, band), modifier);
    }

    public static Spread guns(GunFire fire, int guns, int modifier) {
        return spread(score -> fire.losses(score, guns), modifier);
    }

    /** Percentile dice (1-100) against {@code morale} per cent: pass at or under it. */
    public static Test moraleTest(int morale) {
        long pass = 0;
        long[] fails = new long[Morale.RESULTS.size()];
        for (int roll = 1; roll <= Dice.PERCENTILE; roll++) {
            if (roll <= morale) {
                pass++;
            } else {
                fails[Morale.RESULTS.indexOf(Morale.result(roll - morale))]++;
            }
        }
        List<Fraction> out = new ArrayList<>();
        for (long f : fails) {
            out.add(Fraction.of(f, Dice.PERCENTILE));
        }
        return new Test(morale, Fraction.of(pass, Dice.PERCENTILE), out);
    }

    /**
     * The chance that {@code ours} men with {@code ourDie} on their average die beat {@code theirs}
     * men with {@code theirDie} on theirs, ties rolled again.
     */
    public static Fraction melee(long ours, int ourDie, long theirs, int theirDie) {
        long win = 0;
        long lose = 0;
        for (int a : Dice.AVERAGE_DIE) {
            for (int b : Dice.AVERAGE_DIE) {
                long us = ours * (a + ourDie);
                long them = theirs * (b + theirDie);
                if (us > them) {
                    win++;
                } else if (us < them) {
                    lose++;
                }
            }
        }
        return win + lose == 0 ? Fraction.of(1, 2) : Fraction.of(win, win + lose);
    }

    /** One ten-sided die per firing section: a hit on 1, or 1-2 against limbered guns. */
    public static Fraction counterBatteryHit(boolean limbered) {
        return Fraction.of(limbered ? Batteries.HIT_ON_LIMBERED : Batteries.HIT_ON, Dice.TEN);
    }

    /** One average-die roll a turn finds a Spanish battery on 2 or 5. */
    public static Fraction locatePerTurn() {
        long faces = Dice.AVERAGE_DIE.stream().filter(Batteries.LOCATE_FACES::contains).count();
        return Fraction.of(faces, Dice.AVERAGE_DIE.size());
    }

    /** The chance a Spanish battery has been found within {@code turns} turns of trying. */
    public static Fraction locatedWithin(int turns) {
        Fraction miss = Fraction.ONE.minus(locatePerTurn());
        Fraction allMiss = Fraction.ONE;
        for (int i = 0; i < turns; i++) {
            allMiss = allMiss.times(miss);
        }
        return Fraction.ONE.minus(allMiss);
    }

    /** An officer with a unit is hit on 9 or 10. */
    public static Fraction officerHit() {
        return Fraction.of(Dice.TEN - OFFICER_HIT_FROM + 1, Dice.TEN);
    }

    /** The chance that {@code dice} ten-sided dice total {@code atLeast} or more. */
    public static Fraction tensAtLeast(int dice, int atLeast) {
        long[] ways = {1};
        for (int d = 0; d < dice; d++) {
            long[] next = new long[ways.length + Dice.TEN];
            for (int i = 0; i < ways.length; i++) {
                for (int face = 1; face <= Dice.TEN; face++) {
                    next[i + face] += ways[i];
                }
            }
            ways = next;
        }
        long hit = 0;
        long all = 0;
        for (int total = 0; total < ways.length; total++) {
            all += ways[total];
            if (total >= atLeast) {
                hit += ways[total];
            }
        }
        return Fraction.of(hit, all);
    }

    /** The average total of {@code dice} ten-sided dice. */
    public static Fraction tensMean(int dice) {
        return Fraction.of(11L * dice, 2);
    }
}
