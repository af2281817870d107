package muster.rules.hatsoff;

import java.math.BigInteger;

/**
 * An exact rational number: a probability, or an average number of men lost, kept as a reduced
 * fraction so a chart prints what the dice really give. Unlike a probability it may exceed 1.
 */
public record Rational(long numerator, long denominator) implements Comparable<Rational> {

    public static final Rational ZERO = new Rational(0, 1);
    public static final Rational ONE = new Rational(1, 1);

    public Rational {
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

    public static Rational of(long whole) {
        return new Rational(whole, 1);
    }

    public static Rational of(long numerator, long denominator) {
        return new Rational(numerator, denominator);
    }

    public Rational plus(Rational o) {
        return new Rational(Math.addExact(Math.multiplyExact(numerator, o.denominator), Math.multiplyExact(o.numerator, denominator)),
                Math.multiplyExact(denominator, o.denominator));
    }

    public Rational minus(Rational o) {
        return plus(new Rational(-o.numerator, o.denominator));
    }

    public Rational times(Rational o) {
        return new Rational(Math.multiplyExact(numerator, o.numerator), Math.multiplyExact(denominator, o.denominator));
    }

    public Rational times(long k) {
        return times(of(k));
    }

    public double value() {
        return numerator / (double) denominator;
    }

    /** The nearest whole number, a half rounded up (towards more men lost). */
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

    public boolean isWhole() {
        return denominator == 1;
    }

    @Override
    public int compareTo(Rational o) {
        return Long.compare(Math.multiplyExact(numerator, o.denominator), Math.multiplyExact(o.numerator, denominator));
    }

    /** "1/3", "7/2", "3": the reduced fraction as data prints it. */
    @Override
    public String toString() {
        return denominator == 1 ? String.valueOf(numerator) : numerator + "/" + denominator;
    }

    /** As a sheet prints an average: "10½", "2¼", "5 1/3", "7". */
    public String mixed() {
        if (denominator == 1) {
            return String.valueOf(numerator);
        }
        long whole = floor();
        Rational part = minus(of(whole));
        String glyph = glyph(part);
        String w = whole == 0 ? "" : String.valueOf(whole);
        return glyph.isEmpty() ? (w.isEmpty() ? part.toString() : w + " " + part) : w + glyph;
    }

    /** A probability as a whole per cent, rounded half up; "<1%" and ">99%" near the ends. */
    public String percent() {
        if (numerator <= 0) {
            return "0%";
        }
        if (numerator >= denominator) {
            return numerator == denominator ? "100%" : ">100%";
        }
        long pct = times(100).roundHalfUp();
        if (pct == 0) {
            return "<1%";
        }
        return pct == 100 ? ">99%" : pct + "%";
    }

    private static String glyph(Rational part) {
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
