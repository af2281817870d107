package muster.render.svg;

/**
 * Reads SVG numbers from attribute text in every form the grammar allows: {@code 1e-3}, {@code -.5},
 * {@code 1.5.5} (two numbers), separated by whitespace and/or one comma, or not separated at all when a sign
 * or second dot makes the boundary clear.
 */
final class NumberScanner {

    private final String text;
    private final Object what;
    private int pos;

    /** @param what names the attribute and element, for error messages */
    NumberScanner(String text, Object what) {
        this.text = text;
        this.what = what;
    }

    /** Skips separators; true if anything but separators remains. */
    boolean hasMore() {
        skipSeparators();
        return pos < text.length();
    }

    /** The next non-separator character, without consuming it; 0 at the end. */
    char peek() {
        skipSeparators();
        return pos < text.length() ? text.charAt(pos) : 0;
    }

    void advance() {
        pos++;
    }

    boolean nextIsNumber() {
        char c = peek();
        return (c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+';
    }

    double nextNumber() {
        skipSeparators();
        int start = pos;
        int n = text.length();
        if (pos < n && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
            pos++;
        }
        int digits = 0;
        while (pos < n && isDigit(text.charAt(pos))) {
            pos++;
            digits++;
        }
        if (pos < n && text.charAt(pos) == '.') {
            pos++;
            while (pos < n && isDigit(text.charAt(pos))) {
                pos++;
                digits++;
            }
        }
        if (digits == 0) {
            throw error(start, "expected a number");
        }
        if (pos < n && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
            int expStart = pos;
            pos++;
            if (pos < n && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
                pos++;
            }
            int expDigits = 0;
            while (pos < n && isDigit(text.charAt(pos))) {
                pos++;
                expDigits++;
            }
            if (expDigits == 0) {
                pos = expStart; // "e" not followed by an exponent belongs to whatever comes next
            }
        }
        double value = Double.parseDouble(text.substring(start, pos));
        if (!Double.isFinite(value)) {
            throw error(start, "number out of range");
        }
        return value;
    }

    /** An arc flag: a single '0' or '1', which may be written without a following separator. */
    boolean nextFlag() {
        skipSeparators();
        if (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == '0' || c == '1') {
                pos++;
                return c == '1';
            }
        }
        throw error(pos, "expected an arc flag 0 or 1");
    }

    SvgException error(int at, String message) {
        String shown = text.length() > 60 ? text.substring(0, 60) + "..." : text;
        return new SvgException(message + " at position " + at + " in " + what + ": \"" + shown + "\"");
    }

    int position() {
        return pos;
    }

    private void skipSeparators() {
        int n = text.length();
        while (pos < n) {
            char c = text.charAt(pos);
            if (c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
                pos++;
            } else {
                break;
            }
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }
}
