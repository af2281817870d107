package muster.scenario.load;

import java.util.Arrays;
import muster.source.Span;

/**
 * Positions in a scenario's text, counted as a YAML file's author counts them: lines end at LF,
 * CRLF or CR only (never at U+0085, U+2028 or U+2029, which SnakeYAML also takes for line breaks)
 * and columns count characters (code points) from 1. Every position it gives lies inside the
 * file: at most one past the last character of its line.
 */
final class Lines {

    private final String file;
    /** Code point offset of the first character of each line. */
    private final int[] starts;
    private final int length;

    /** {@code text} has LF line ends only, as {@link #normalized} leaves it. */
    Lines(String file, String text) {
        this.file = file;
        int[] s = new int[16];
        int n = 1;
        int cp = 0;
        for (int i = 0; i < text.length(); cp++) {
            char c = text.charAt(i);
            i += Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1)) ? 2 : 1;
            if (c == '\n') {
                if (n == s.length) {
                    s = Arrays.copyOf(s, n * 2);
                }
                s[n++] = cp + 1;
            }
        }
        this.starts = Arrays.copyOf(s, n);
        this.length = cp;
    }

    /** The text with every CRLF and lone CR made an LF: the only line ends a scenario has. */
    static String normalized(String text) {
        return text.indexOf('\r') < 0 ? text : text.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** The point at a code point offset, clamped to the text. */
    Span at(long offset) {
        int o = (int) Math.max(0, Math.min(length, offset));
        int line = Arrays.binarySearch(starts, o);
        if (line < 0) {
            line = -line - 2;
        }
        return Span.of(file, line + 1, o - starts[line] + 1);
    }

    /** From one code point offset to another (clamped, and never ending before it starts). */
    Span range(long from, long to) {
        Span start = at(from);
        return start.through(at(Math.max(from, to)));
    }

    /** The point at a line and column as a parser gave them, moved inside the text if it was not. */
    Span clamp(int line, int column) {
        int l = Math.max(1, Math.min(starts.length, line));
        int lineEnd = l < starts.length ? starts[l] - 1 : length;
        return Span.of(file, l, Math.max(1, Math.min(lineEnd - starts[l - 1] + 1, column)));
    }

    /** The point just after the first {@code chars} chars of raw text (any line ends), for a byte-level finding. */
    static Span afterPrefix(String file, String rawPrefix) {
        String text = normalized(rawPrefix);
        return new Lines(file, text).at(Long.MAX_VALUE);
    }
}
