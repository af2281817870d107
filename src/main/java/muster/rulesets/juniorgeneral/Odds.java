package muster.rulesets.juniorgeneral;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import muster.rules.Fraction;

/**
 * Exact chances from the dice rules, by counting every outcome of the dice: no simulation and no
 * formula that could drift from the rule. Every count walks all six faces of every die.
 */
public final class Odds {

    /** One machine-gun burst: the chance of each number of hits, and of running dry on the way. */
    public record Burst(int hits, Fraction keepsFiring, Fraction runsDry) {
    }

    /** A Spanish rifleman's die: the chance it pins and the chance it eliminates. */
    public record SpanishDie(Fraction pin, Fraction kill) {
    }

    /** A volley of American dice: the chance of at least one pin, of at least one kill, and of nothing. */
    public record Volley(int figures, Fraction anyPin, Fraction anyKill, Fraction allMiss) {
    }

    private Odds() {
    }

    /** Every outcome of {@code dice} six-sided dice, in a fixed order. */
    static List<int[]> outcomes(int dice) {
        List<int[]> out = new ArrayList<>();
        int[] faces = new int[dice];
        Arrays.fill(faces, 1);
        while (true) {
            out.add(faces.clone());
            int i = 0;
            while (i < dice && faces[i] == 6) {
                faces[i++] = 1;
            }
            if (i == dice) {
                return out;
            }
            faces[i]++;
        }
    }

    private static int hitsOf(int[] faces) {
        int n = 0;
        for (int f : faces) {
            if (f >= Fire.HIT) {
                n++;
            }
        }
        return n;
    }

    /** Two or more of the dice show the same face. */
    static boolean anyPair(int[] faces) {
        for (int i = 0; i < faces.length; i++) {
            for (int j = i + 1; j < faces.length; j++) {
                if (faces[i] == faces[j]) {
                    return true;
                }
            }
        }
        return false;
    }

    public static SpanishDie spanishDie() {
        int pin = 0;
        int kill = 0;
        for (int[] o : outcomes(1)) {
            if (o[0] == Fire.SPANISH_PIN) {
                pin++;
            } else if (o[0] >= Fire.SPANISH_KILL) {
                kill++;
            }
        }
        return new SpanishDie(Fraction.chance(pin, 6), Fraction.chance(kill, 6));
    }

    /** The chance of exactly {@code hits} sixes on {@code dice} dice, counted outcome by outcome. */
    public static Fraction hits(int dice, int hits) {
        long n = 0;
        List<int[]> all = outcomes(dice);
        for (int[] o : all) {
            if (hitsOf(o) == hits) {
                n++;
            }
        }
        return Fraction.chance(n, all.size());
    }

    /** The chance of at least one six on {@code dice} dice. */
    public static Fraction anyHit(int dice) {
        return hits(dice, 0).complement();
    }

    /** The chance a machine-gun burst shows a pair (or three alike) and leaves it out of ammunition. */
    public static Fraction machineGunRunsDry() {
        long dry = 0;
        List<int[]> all = outcomes(Weapon.MACHINEGUN.dice());
        for (int[] o : all) {
            if (anyPair(o)) {
                dry++;
            }
        }
        return Fraction.chance(dry, all.size());
    }

    /** Each number of hits a burst can score, with the chance of scoring it and firing on, or scoring it and running dry. */
    public static List<Burst> machineGunBurst() {
        int dice = Weapon.MACHINEGUN.dice();
        long[] keep = new long[dice + 1];
        long[] dry = new long[dice + 1];
        List<int[]> all = outcomes(dice);
        for (int[] o : all) {
            if (anyPair(o)) {
                dry[hitsOf(o)]++;
            } else {
                keep[hitsOf(o)]++;
            }
        }
        List<Burst> out = new ArrayList<>();
        for (int h = 0; h <= dice; h++) {
            out.add(new Burst(h, Fraction.chance(keep[h], all.size()), Fraction.chance(dry[h], all.size())));
        }
        return out;
    }

    /** The chance a machine gun still has ammunition after {@code bursts} bursts. */
    public static Fraction machineGunStillLoaded(int bursts) {
        return machineGunRunsDry().complement().power(bursts);
    }

    /**
     * Ways {@code dice} dice can show each number of sixes: index h holds the count of outcomes
     * with exactly h sixes. Built die by die over all six faces, so big volleys need no 6^n walk.
     */
    static BigInteger[] sixes(int dice) {
        BigInteger[] ways = {BigInteger.ONE};
        for (int d = 0; d < dice; d++) {
            BigInteger[] next = new BigInteger[ways.length + 1];
            Arrays.fill(next, BigInteger.ZERO);
            for (int h = 0; h < ways.length; h++) {
                for (int face = 1; face <= 6; face++) {
                    int to = face >= Fire.HIT ? h + 1 : h;
                    next[to] = next[to].add(ways[h]);
                }
            }
            ways = next;
        }
        return ways;
    }

    /**
     * {@code figures} American riflemen shooting together, one die each: at least one 6 gives a pin
     * (half the hits rounded up pin), two or more give a kill as well.
     */
    public static Volley usVolley(int figures) {
        BigInteger[] ways = sixes(figures);
        BigInteger all = BigInteger.valueOf(6).pow(figures);
        BigInteger none = ways[0];
        BigInteger one = figures >= 1 ? ways[1] : BigInteger.ZERO;
        return new Volley(figures, Fraction.of(all.subtract(none), all), Fraction.of(all.subtract(none).subtract(one), all),
                Fraction.of(none, all));
    }

    /**
     * The chance an American figure with {@code usModifier} beats a Spanish figure with
     * {@code spainModifier}, one die each, ties to Spain.
     */
    public static Fraction usWinsMelee(int usModifier, int spainModifier) {
        long win = 0;
        List<int[]> all = outcomes(2);
        for (int[] o : all) {
            if (Melee.usWins(o[0] + usModifier, o[1] + spainModifier)) {
                win++;
            }
        }
        return Fraction.chance(win, all.size());
    }

    /** The chance an American figure beats a Spanish one when its modifiers exceed Spain's by {@code difference}. */
    public static Fraction usWinsMelee(int difference) {
        return usWinsMelee(Math.max(0, difference), Math.max(0, -difference));
    }

    /**
     * The chance that one of {@code attackers} American figures, fighting one after another, beats
     * a Spanish defender who stays put after each win.
     */
    public static Fraction defenderFalls(int attackers, int usModifier, int spainModifier) {
        return usWinsMelee(usModifier, spainModifier).complement().power(attackers).complement();
    }
}
