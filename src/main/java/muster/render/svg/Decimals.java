package muster.render.svg;

import muster.view.Num;

/**
 * Rounds a number to at most five fraction digits, half to even, trailing zeros dropped: the digits
 * {@code BigDecimal.valueOf(v).setScale(5, HALF_EVEN).stripTrailingZeros().toPlainString()} gives
 * (BigDecimal.valueOf reads the {@link Double#toString(double)} digits), worked out in arithmetic away from
 * ties and on those digits near one, instead of through BigDecimal, which cost a good part of drawing a map.
 */
final class Decimals {

    private static final int PLACES = 5;

    private Decimals() {
    }

    /**
     * The rounded digits of {@code v} (|v| at least 5e-6 and at most 1e9), or null where only BigDecimal
     * gives them: {@link Num#nearest} away from a tie, and on the {@link Double#toString(double)} digits near one.
     */
    static String round5(double v) {
        String near = Num.nearest(v, PLACES);
        return near != null ? near : round5(Double.toString(v));
    }

    /** Null for the exponent form ("1.0E-4"), which the caller leaves to BigDecimal. */
    static String round5(String text) {
        if (text.indexOf('E') >= 0) {
            return null;
        }
        int dot = text.indexOf('.');
        if (dot < 0) {
            return null;
        }
        boolean negative = text.charAt(0) == '-';
        int start = negative ? 1 : 0;
        int fractionDigits = text.length() - dot - 1;
        // the digits kept, integer part and up to five fraction digits, without the dot
        char[] digits = new char[dot - start + Math.min(fractionDigits, PLACES)];
        int k = 0;
        for (int i = start; i < dot; i++) {
            digits[k++] = text.charAt(i);
        }
        for (int i = dot + 1; i < text.length() && i <= dot + PLACES; i++) {
            digits[k++] = text.charAt(i);
        }
        if (fractionDigits > PLACES && roundsUp(text, dot + 1 + PLACES, digits[digits.length - 1])) {
            int i = digits.length - 1;
            while (i >= 0 && digits[i] == '9') {
                digits[i--] = '0';
            }
            if (i < 0) {
                char[] longer = new char[digits.length + 1];
                longer[0] = '1';
                System.arraycopy(digits, 0, longer, 1, digits.length);
                digits = longer;
            } else {
                digits[i]++;
            }
        }
        int kept = Math.min(fractionDigits, PLACES);
        int integerDigits = digits.length - kept;
        int end = digits.length;
        while (end > integerDigits && digits[end - 1] == '0') {
            end--;
        }
        StringBuilder sb = new StringBuilder(end + 2);
        if (negative) {
            sb.append('-');
        }
        sb.append(digits, 0, integerDigits);
        if (end > integerDigits) {
            sb.append('.').append(digits, integerDigits, end - integerDigits);
        }
        return sb.toString();
    }

    /** Half to even on the dropped digits from {@code from} on, given the last kept digit. */
    private static boolean roundsUp(String text, int from, char lastKept) {
        char first = text.charAt(from);
        if (first != '5') {
            return first > '5';
        }
        for (int i = from + 1; i < text.length(); i++) {
            if (text.charAt(i) != '0') {
                return true;
            }
        }
        return (lastKept - '0') % 2 == 1;
    }
}
