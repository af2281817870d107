package muster.rules.mexicanrevolution;

import java.math.BigInteger;

/**
 * An exact probability kept as a reduced fraction, so a chart prints what the dice really give.
 * (saw-quickplay has its own; a shared one in {@code muster.rules} would serve both.)
 */
public record Fraction(long numerator, long denominator) {

    public static final Fraction ZERO = new Fraction(0, 1);
    public static final Fraction ONE = new Fraction(1, 1);

    public Fraction {
        if (denominator <= 0 || numerator < 0 || numerator > denominator) {
            throw new IllegalArgumentException(numerator + "/" + denominator);
        }
        long g = BigInteger.valueOf(numerator).gcd(BigInteger.valueOf(denominator)).longValue();
        if (g > 1) {
            numerator /= g;
            denominator /= g;
        }
    }

    public double value() {
        return numerator / (double) denominator;
    }

    /** The chance that this does not happen. */
    public Fraction not() {
        return new Fraction(denominator - numerator, denominator);
    }

    /** Whole per cent, rounded half up; "<1%" and ">99%" for chances that are not quite nil or sure. */
    public String percent() {
        if (numerator == 0) {
            return "0%";
        }
        long pct = Math.round(value() * 100);
        if (pct == 0) {
            return "<1%";
        }
        if (pct == 100 && numerator != denominator) {
            return ">99%";
        }
        return pct + "%";
    }

    @Override
    public String toString() {
        return numerator + "/" + denominator;
    }
}
