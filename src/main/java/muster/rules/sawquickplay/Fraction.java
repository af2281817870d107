package muster.rules.sawquickplay;

import java.math.BigInteger;

/** An exact probability, kept as a reduced fraction so charts print what the dice really give. */
public record Fraction(long numerator, long denominator) {

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

    public static final Fraction ZERO = new Fraction(0, 1);

    public double value() {
        return numerator / (double) denominator;
    }

    /** Whole per cent, rounded half up; "<1%" for a small chance that is not nil. */
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
