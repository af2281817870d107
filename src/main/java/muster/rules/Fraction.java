package muster.rules;

import java.math.BigInteger;

/**
 * An exact rational number, reduced, its sign on the numerator: a chance counted from dice
 * outcomes, or an average (hits, men lost, inches) that may exceed 1. Charts print it as a
 * percentage, a decimal or a mixed number; the JSON data keeps the fraction so anyone can check
 * it by hand. Arithmetic goes through BigInteger, so only a result too large for a long throws.
 */
public record Fraction(long numerator, long denominator) implements Comparable<Fraction> {

    public static final Fraction ZERO = new Fraction(0, 1);
    public static final Fraction ONE = new Fraction(1, 1);

    public Fraction {
        if (denominator == 0) {
            throw new IllegalArgumentException(numerator + "/0");
        }
        if (denominator < 0) {
            numerator = -numerator;
            denominator = -denominator;
        }
        long g = BigInteger.valueOf(numerator).gcd(BigInteger.valueOf(denominator)).longValue();
        if (g > 1) {
            numerator /= g;
            denominator /= g;
        }
    }

    public static Fraction of(long whole) {
        return new Fraction(whole, 1);
    }

    public static Fraction of(long numerator, long denominator) {
        return new Fraction(numerator, denominator);
    }

    /** Reduces a fraction whose parts may be too large for a long before reducing. */
    public static Fraction of(BigInteger numerator, BigInteger denominator) {
        BigInteger g = numerator.gcd(denominator);
        if (g.signum() == 0) {
            throw new IllegalArgumentException(numerator + "/" + denominator);
        }
        return new Fraction(numerator.divide(g).longValueExact(), denominator.divide(g).longValueExact());
    }

    /** A chance: {@code favourable} outcomes of {@code all}; refuses anything below 0 or above 1. */
    public static Fraction chance(long favourable, long all) {
        if (all <= 0 || favourable < 0 || favourable > all) {
            throw new IllegalArgumentException("not a chance: " + favourable + "/" + all);
        }
        return new Fraction(favourable, all);
    }

    public double value() {
        return numerator / (double) denominator;
    }

    /** From 0 to 1 inclusive. */
    public boolean isChance() {
        return numerator >= 0 && numerator <= denominator;
    }

    public Fraction plus(Fraction o) {
        return of(big(numerator).multiply(big(o.denominator)).add(big(o.numerator).multiply(big(denominator))),
                big(denominator).multiply(big(o.denominator)));
    }

    public Fraction minus(Fraction o) {
        return plus(new Fraction(-o.numerator, o.denominator));
    }

    /** Also both of two independent chances. */
    public Fraction times(Fraction o) {
        return of(big(numerator).multiply(big(o.numerator)), big(denominator).multiply(big(o.denominator)));
    }

    public Fraction times(long k) {
        return times(of(k));
    }

    /** Also a chance {@code times} times over, independently. */
    public Fraction power(int times) {
        return of(big(numerator).pow(times), big(denominator).pow(times));
    }

    /** One less this chance: the chance it does not happen. */
    public Fraction complement() {
        if (!isChance()) {
            throw new IllegalStateException("not a chance: " + this);
        }
        return new Fraction(denominator - numerator, denominator);
    }

    /** The nearest whole number, a half rounded up. */
    public long roundHalfUp() {
        return Math.floorDiv(2 * numerator + denominator, 2 * denominator);
    }

    /** The largest whole number not above this one. */
    public long floor() {
        return Math.floorDiv(numerator, denominator);
    }

    /** The smallest whole number not below this one. */
    public long ceil() {
        return -Math.floorDiv(-numerator, denominator);
    }

    @Override
    public int compareTo(Fraction o) {
        return big(numerator).multiply(big(o.denominator)).compareTo(big(o.numerator).multiply(big(denominator)));
    }

    /** "1/3", "7/2", "0/1", "1/1": the reduced fraction as it is. */
    @Override
    public String toString() {
        return numerator + "/" + denominator;
    }

    /** "1/3", "7/2", and a whole number alone: "0", "1", "7". */
    public String wholeOrFraction() {
        return denominator == 1 ? String.valueOf(numerator) : toString();
    }

    /**
     * A chance as a whole per cent, rounded half up; "<1%" for a small chance that is not nil,
     * ">99%" short of certain (and "0%" below nil, ">100%" above certain).
     */
    public String percent() {
        if (numerator <= 0) {
            return "0%";
        }
        if (numerator >= denominator) {
            return numerator == denominator ? "100%" : ">100%";
        }
        long pct = roundedTo(100);
        if (pct == 0) {
            return "<1%";
        }
        return pct == 100 ? ">99%" : pct + "%";
    }

    /** One decimal, rounded half up: 3.5, 2, 0.7. */
    public String decimal() {
        long tenths = roundedTo(10);
        return tenths % 10 == 0 ? String.valueOf(tenths / 10) : (tenths / 10) + "." + (tenths % 10);
    }

    /** "1 in 6", "4 in 9": a chance as students read it. */
    public String inWords() {
        return numerator + " in " + denominator;
    }

    /** As a sheet prints an average: "10½", "2¼", "5 1/3", "7". */
    public String mixed() {
        if (denominator == 1) {
            return String.valueOf(numerator);
        }
        long whole = floor();
        Fraction part = minus(of(whole));
        String glyph = glyph(part);
        String w = whole == 0 ? "" : String.valueOf(whole);
        return glyph.isEmpty() ? (w.isEmpty() ? part.toString() : w + " " + part) : w + glyph;
    }

    /** This times {@code scale}, to the nearest whole number, a half rounded up; for a value not below 0. */
    private long roundedTo(long scale) {
        return big(numerator).multiply(big(2 * scale)).add(big(denominator)).divide(big(2 * denominator)).longValueExact();
    }

    private static BigInteger big(long n) {
        return BigInteger.valueOf(n);
    }

    private static String glyph(Fraction part) {
        return switch (part.toString()) {
            case "1/2" -> "½";
            case "1/4" -> "¼";
            case "3/4" -> "¾";
            case "1/3" -> "⅓";
            case "2/3" -> "⅔";
            case "1/6" -> "⅙";
            case "5/6" -> "⅚";
            case "1/8" -> "⅛";
            case "3/8" -> "⅜";
            case "5/8" -> "⅝";
            case "7/8" -> "⅞";
            default -> "";
        };
    }
}
