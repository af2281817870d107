package muster.view;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Numbers as pages print them: no locale, no needless zeros, fixed precision. */
public final class Num {

    private Num() {
    }

    private static final long[] TENS = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000};

    /**
     * At most {@code places} decimals, trailing zeros dropped: 12, 4.5, 0.25. The number as its
     * shortest decimal, rounded half up: {@link #exact}, worked out directly by {@link #nearest}
     * for all but the values next to a halfway point (maps print thousands of coordinates).
     */
    public static String fmt(double v, int places) {
        String near = nearest(v, places);
        return near != null ? near : exact(v, places);
    }

    /**
     * {@code v} rounded to {@code places} decimals (0 to 6) and written out, trailing zeros dropped,
     * or null when it stands too close to a halfway point to tell without its decimal digits. Away
     * from a halfway point every rounding mode agrees, and the shortest decimal of {@code v} rounds
     * the same way as {@code v}: the two, and {@code v} scaled, differ by about a unit in the last
     * place of the scaled value, a quarter of the margin asked for here.
     */
    public static String nearest(double v, int places) {
        if (places < 0 || places >= TENS.length || !(Math.abs(v) < 1e9)) {
            return null;
        }
        double scaled = v * TENS[places];
        double below = Math.floor(scaled);
        double frac = scaled - below;
        if (Math.abs(frac - 0.5) <= Math.max(1e-6, 4 * Math.ulp(scaled))) {
            return null;
        }
        return decimal((long) below + (frac > 0.5 ? 1 : 0), places);
    }

    /** The rule itself: the shortest decimal of {@code v}, rounded half up to {@code places}, zeros dropped. */
    static String exact(double v, int places) {
        BigDecimal d = BigDecimal.valueOf(v).setScale(places, RoundingMode.HALF_UP).stripTrailingZeros();
        if (d.signum() == 0) {
            return "0";
        }
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
    }

    /** {@code r} / 10^places (places 0 to 6) written out, trailing zeros of the fraction dropped: 1250, 2 -> 12.5. */
    public static String decimal(long r, int places) {
        if (r == 0) {
            return "0";
        }
        long abs = Math.abs(r);
        long whole = abs / TENS[places];
        long frac = abs % TENS[places];
        StringBuilder out = new StringBuilder(24);
        if (r < 0) {
            out.append('-');
        }
        out.append(whole);
        if (frac != 0) {
            int shown = places;
            while (frac % 10 == 0) {
                frac /= 10;
                shown--;
            }
            String f = Long.toString(frac);
            out.append('.');
            for (int i = f.length(); i < shown; i++) {
                out.append('0');
            }
            out.append(f);
        }
        return out.toString();
    }

    /** Coordinates in points, two decimals. */
    public static String pt(double v) {
        return fmt(v, 2);
    }

    /** A counted noun: "1 stand", "3 stands". */
    public static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    /** Inches as a sheet prints them: 18", 4.5". */
    public static String inches(double v) {
        return fmt(v, 1) + "\"";
    }
}
