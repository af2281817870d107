package muster.rulesets.mexicanrevolution;

import muster.rules.Fraction;

/** Small phrases the cards, chart and rosters share, so they read the same everywhere. */
final class Words {

    private Words() {
    }

    /** "5-6 (33%)". */
    static String kill(int need) {
        return Odds.faces(need) + " (" + Odds.atLeast(need).percent() + ")";
    }

    /** "33% (1/3)": the rounded chance and the exact fraction behind it. */
    static String exact(Fraction f) {
        return f.numerator() == 0 || f.numerator() == f.denominator() ? f.percent() : f.percent() + " (" + f + ")";
    }

    static String dice(int n) {
        return n + "D6";
    }

    static String signed(int n) {
        return n > 0 ? "+" + n : n < 0 ? "−" + (-n) : "0";
    }
}
