package muster.render.svg;

import java.util.Locale;

/**
 * Parses SVG lengths into user units. One user unit is one PDF point, so absolute units convert to points
 * ({@code 1in} = 72, {@code 1mm} = 72/25.4) and {@code px} counts as one unit, keeping px-authored SVG at
 * its numeric size. Percentages are not supported.
 */
final class Lengths {

    private Lengths() {
    }

    /** The attribute as a length, or {@code fallback} when absent. */
    static double attr(SvgElement element, String attribute, double fallback) {
        String value = element.attr(attribute);
        if (value == null || value.isBlank()) {
            return fallback;
        }
        return parse(value, new Where(attribute, element));
    }

    static double parse(String value, Object what) {
        return parse(value, what, Double.NaN);
    }

    /** @param emSize the font size {@code em} refers to, or NaN where em is not allowed */
    static double parse(String value, Object what, double emSize) {
        if (isPlainNumber(value)) {
            NumberScanner scanner = new NumberScanner(value, what); // no unit, nothing to trim: the common case
            double n = scanner.nextNumber();
            if (scanner.hasMore()) {
                throw new SvgException("invalid length \"" + value + "\" for " + what);
            }
            return n;
        }
        String v = value.trim().toLowerCase(Locale.ROOT);
        int unitStart = v.length();
        while (unitStart > 0 && (Character.isLetter(v.charAt(unitStart - 1)) || v.charAt(unitStart - 1) == '%')) {
            unitStart--;
        }
        String unit = v.substring(unitStart);
        String number = v.substring(0, unitStart).trim();
        if (number.isEmpty()) {
            throw new SvgException("invalid length \"" + value + "\" for " + what);
        }
        NumberScanner scanner = new NumberScanner(number, what);
        double n = scanner.nextNumber();
        if (scanner.hasMore()) {
            throw new SvgException("invalid length \"" + value + "\" for " + what);
        }
        double factor = switch (unit) {
            case "", "px", "pt" -> 1;
            case "pc" -> 12;
            case "in" -> 72;
            case "cm" -> 72 / 2.54;
            case "mm" -> 72 / 25.4;
            case "em" -> {
                if (Double.isNaN(emSize)) {
                    throw new SvgException("unit em is not supported for " + what);
                }
                yield emSize;
            }
            case "%" -> throw new SvgException("percentage lengths are not supported (" + value + " for " + what + ")");
            default -> throw new SvgException("unknown unit \"" + unit + "\" in \"" + value + "\" for " + what);
        };
        return n * factor;
    }

    private static boolean isPlainNumber(String value) {
        int n = value.length();
        if (n == 0) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (!(c >= '0' && c <= '9') && c != '.' && c != '-' && c != '+') {
                return false;
            }
        }
        return true;
    }
}
