package muster.rules.splendidlittlewar;

import java.math.BigInteger;

/**
 * An exact non-negative rational number, reduced: a chance (at most 1) or an expected count of
 * hits or inches (any size). Charts print it as a percentage or a short decimal; the JSON data
 * keeps the fraction so anyone can check it by hand.
 */
public record Ratio(long numerator, long denominator) implements Comparable<Ratio> {

    public static final Ratio ZERO = new Ratio(0, 1);
    public static final Ratio ONE = new Ratio(1, 1);

    public Ratio {
        if (denominator <= 0 || numerator < 0) {
            throw new IllegalArgumentException(numerator + "/" + denominator);
        }
        long g = BigInteger.valueOf(numerator).gcd(BigInteger.valueOf(denominator)).longValue();
        if (g > 1) {
            numerator /= g;
            denominator /= g;
        }
    }

    /** A chance: {@code favourable} outcomes of {@code all}, which must not exceed it. */
    public static Ratio chance(long favourable, long all) {
        if (favourable > all) {
            throw new IllegalArgumentException("a chance above 1: " + favourable + "/" + all);
        }
        return new Ratio(favourable, all);
    }

    public double value() {
        return numerator / (double) denominator;
    }

    public boolean isChance() {
        return numerator <= denominator;
    }

    public Ratio plus(Ratio o) {
        BigInteger n = BigInteger.valueOf(numerator).multiply(BigInteger.valueOf(o.denominator))
                .add(BigInteger.valueOf(o.numerator).multiply(BigInteger.valueOf(denominator)));
        BigInteger d = BigInteger.valueOf(denominator).multiply(BigInteger.valueOf(o.denominator));
        return of(n, d);
    }

    public Ratio times(Ratio o) {
        return of(BigInteger.valueOf(numerator).multiply(BigInteger.valueOf(o.numerator)),
                BigInteger.valueOf(denominator).multiply(BigInteger.valueOf(o.denominator)));
    }

    /** One less this chance: the chance it does not happen. */
    public Ratio complement() {
        if (!isChance()) {
            throw new IllegalStateException("not a chance: " + this);
        }
        return new Ratio(denominator - numerator, denominator);
    }

    private static Ratio of(BigInteger n, BigInteger d) {
        BigInteger g = n.gcd(d);
        if (g.signum() > 0) {
            n = n.divide(g);
            d = d.divide(g);
        }
        return new Ratio(n.longValueExact(), d.longValueExact());
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
        if (pct >= 100 && numerator < denominator) {
            return ">99%";
        }
        return pct + "%";
    }

    /** One decimal, rounded half up: 3.5, 2, 0.7. */
    public String decimal() {
        long tenths = BigInteger.valueOf(numerator).multiply(BigInteger.valueOf(20)).add(BigInteger.valueOf(denominator))
                .divide(BigInteger.valueOf(2 * denominator)).longValueExact();
        return tenths % 10 == 0 ? String.valueOf(tenths / 10) : (tenths / 10) + "." + (tenths % 10);
    }

    @Override
    public int compareTo(Ratio o) {
        return BigInteger.valueOf(numerator).multiply(BigInteger.valueOf(o.denominator))
                .compareTo(BigInteger.valueOf(o.numerator).multiply(BigInteger.valueOf(denominator)));
    }

    @Override
    public String toString() {
        return numerator + "/" + denominator;
    }
}
