package muster.rulesets.mexicanrevolution;

import java.util.stream.Stream;
import muster.rules.Fraction;

/** Small phrases the cards, chart and rosters share, so they read the same everywhere. */
final class Words {

    private Words() {
    }

    /** "Inferior units fail on 7 or less and are removed on 5 or less; average units ...": the numbers the cards print. */
    static String morale() {
        return muster.view.Words.capitalized(String.join("; ", Stream.of(MoraleClass.values()).map(c -> c.word() + " units fail on "
                + c.failsAtOrBelow() + " or less and are removed on " + c.removedAtOrBelow() + " or less").toList())) + ".";
    }

    /** "5-6 (33%)". */
    static String kill(int need) {
        return Odds.faces(need) + " (" + Odds.atLeast(need).percent() + ")";
    }

    /**
     * "33% (1/3)": the rounded chance and the exact fraction behind it, where a player can check it against one or two dice;
     * "80%" alone where the fraction would be a puzzle (65/81).
     */
    static String exact(Fraction f) {
        boolean plain = f.numerator() == 0 || f.numerator() == f.denominator() || f.denominator() > TWO_DICE;
        return plain ? f.percent() : f.percent() + " (" + f + ")";
    }

    /** The most outcomes a fraction counts that a player reads at a glance: two dice's 36. */
    private static final long TWO_DICE = 36;

    static String dice(int n) {
        return n + "D6";
    }

    static String signed(int n) {
        return n > 0 ? "+" + n : n < 0 ? "−" + (-n) : "0";
    }
}
