package muster.view;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Numbers as pages print them: no locale, no needless zeros, fixed precision. */
public final class Num {

    private Num() {
    }

    /** At most {@code places} decimals, trailing zeros dropped: 12, 4.5, 0.25. */
    public static String fmt(double v, int places) {
        BigDecimal d = BigDecimal.valueOf(v).setScale(places, RoundingMode.HALF_UP).stripTrailingZeros();
        if (d.signum() == 0) {
            return "0";
        }
        return d.scale() < 0 ? d.setScale(0).toPlainString() : d.toPlainString();
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
