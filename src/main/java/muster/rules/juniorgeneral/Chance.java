package muster.rules.juniorgeneral;

import java.math.BigInteger;

/**
 * An exact probability, a reduced fraction counted from dice outcomes, so charts print what the
 * dice really give. (The same idea as saw-quickplay's Fraction, kept here so the two rule sets do
 * not depend on each other.)
 */
public record Chance(long numerator, long denominator) {

    public static final Chance NEVER = new Chance(0, 1);
    public static final Chance CERTAIN = new Chance(1, 1);

    public Chance {
        if (denominator <= 0 || numerator < 0 || numerator > denominator) {
            throw new IllegalArgumentException(numerator + "/" + denominator);
        }
        long g = BigInteger.valueOf(numerator).gcd(BigInteger.valueOf(denominator)).longValue();
        if (g > 1) {
            numerator /= g;
            denominator /= g;
        }
    }

    /** Reduces a fraction whose parts may be too large for a long before reducing. */
    public static Chance of(BigInteger numerator, BigInteger denominator) {
        BigInteger g = numerator.gcd(denominator);
        if (g.signum() == 0) {
            throw new IllegalArgumentException(numerator + "/" + denominator);
        }
        return new Chance(numerator.divide(g).longValueExact(), denominator.divide(g).longValueExact());
    }

    public double value() {
        return numerator / (double) denominator;
    }

    /** The chance this does not happen. */
    public Chance not() {
        return new Chance(denominator - numerator, denominator);
    }

    /** Both of two independent events. */
    public Chance and(Chance other) {
        return of(BigInteger.valueOf(numerator).multiply(BigInteger.valueOf(other.numerator)),
                BigInteger.valueOf(denominator).multiply(BigInteger.valueOf(other.denominator)));
    }

    /** This event {@code times} times over, independently. */
    public Chance power(int times) {
        return of(BigInteger.valueOf(numerator).pow(times), BigInteger.valueOf(denominator).pow(times));
    }

    /** Whole per cent, rounded half up; "<1%" for a small chance that is not nil, ">99%" short of certain. */
    public String percent() {
        if (numerator == 0) {
            return "0%";
        }
        long pct = BigInteger.valueOf(numerator).multiply(BigInteger.valueOf(200)).add(BigInteger.valueOf(denominator))
                .divide(BigInteger.valueOf(2 * denominator)).longValueExact();
        if (pct == 0) {
            return "<1%";
        }
        if (pct == 100 && numerator != denominator) {
            return ">99%";
        }
        return pct + "%";
    }

    /** "1 in 6" style for a chance whose numerator is 1, else the fraction: easier for students. */
    public String inWords() {
        return numerator == 1 ? "1 in " + denominator : numerator + " in " + denominator;
    }

    /** "5/12"; a nil chance is "0" and a certainty "1". */
    @Override
    public String toString() {
        return numerator == 0 ? "0" : numerator == denominator ? "1" : numerator + "/" + denominator;
    }
}
