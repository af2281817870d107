package muster.source;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Shows text from a scenario or a template in a message so that it cannot pass for anything
 * else: {@link #of} quotes a value and writes every character that could end the line, move the
 * cursor, reorder the text or hide (control characters, newlines, ANSI escapes, NUL, TAB, bidi
 * controls, U+0085, U+2028, U+2029, lone surrogates) as an escape such as {@code \n} or
 * {@code \u202E}, and shortens a long value; {@link #line} makes any message one line, the last
 * line of defence {@link Diagnostic} applies to every message and hint.
 */
public final class Quote {

    /** A value shown in a message is cut to this many characters, with an ellipsis. */
    public static final int SHOWN = 60;

    private Quote() {
    }

    /** {@code 'value'}, escaped (a backslash and a quote too, so the value's end is unambiguous) and cut to {@link #SHOWN}. */
    public static String of(String value) {
        String v = value == null ? "" : value;
        boolean cut = v.codePointCount(0, v.length()) > SHOWN;
        String shown = cut ? v.substring(0, v.offsetByCodePoints(0, SHOWN)) : v;
        return "'" + escape(shown, true) + (cut ? "…" : "") + "'";
    }

    /** The text with every character that could break or disguise a line written as an escape. */
    public static String line(String text) {
        if (text == null) {
            return "";
        }
        for (int i = 0; i < text.length(); i++) {
            if (unsafe(text.charAt(i), text, i)) {
                return escape(text, false);
            }
        }
        return text;
    }

    /** A Java class name (with an identity hash) or a {@code <...>} around one, as a library's message may print it. */
    private static final Pattern INTERNAL = Pattern.compile(
            "<[^<>]*\\b(?:[a-z_][a-z0-9_]*\\.){2,}[A-Z][A-Za-z0-9_$]*[^<>]*>|\\b(?:[a-z_][a-z0-9_]*\\.){2,}[A-Z][A-Za-z0-9_$]*(?:@[0-9a-f]+)?");

    /**
     * A library's message with the internal names it may print ({@code org.yaml...SequenceStartEvent(...)},
     * {@code freemarker.core.Environment@3fc9504b}) replaced by "a value", so no internal class
     * reaches a reader.
     */
    public static String withoutInternals(String message) {
        return message == null ? "" : INTERNAL.matcher(message).replaceAll("a value");
    }

    private static String escape(String text, boolean quoted) {
        StringBuilder sb = new StringBuilder(text.length() + 8);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted && (c == '\\' || c == '\'')) {
                sb.append('\\').append(c);
            } else if (!unsafe(c, text, i)) {
                sb.append(c);
            } else {
                switch (c) {
                    case '\n' -> sb.append("\\n");
                    case '\r' -> sb.append("\\r");
                    case '\t' -> sb.append("\\t");
                    case '\0' -> sb.append("\\0");
                    case 0x1B -> sb.append("\\e");
                    default -> sb.append(String.format(Locale.ROOT, "\\u%04X", (int) c));
                }
            }
        }
        return sb.toString();
    }

    /** A control, format-direction or line-separating character, or half of a broken surrogate pair. */
    private static boolean unsafe(char c, String text, int i) {
        if (c < 0x20 || c >= 0x7F && c <= 0x9F) {
            return true;
        }
        if (c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069 || c == 0x200E || c == 0x200F || c == 0x061C
                || c == 0x2028 || c == 0x2029 || c == 0xFEFF) {
            return true;
        }
        if (Character.isHighSurrogate(c)) {
            return i + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(i + 1));
        }
        if (Character.isLowSurrogate(c)) {
            return i == 0 || !Character.isHighSurrogate(text.charAt(i - 1));
        }
        return false;
    }
}
