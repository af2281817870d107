package muster.view.kit;

import java.util.List;
import muster.view.TextWidth;

/**
 * A counter's label set as large as its counter allows, on one line or broken into two at a space,
 * never smaller than {@link #MIN} points: a label that will not fit even so loses its last words
 * ("Tayabas company" becomes "Tayabas"), and a single word too long for the counter is shortened
 * with a full stop ("Garr."), or on a counter too small even for that prints nothing rather than type
 * nobody can read.
 */
final class CounterLabel {

    /** The smallest type printed on a counter or marker, in points. */
    static final double MIN = 6;
    /** A label goes on two lines only when one line would print under this size, in points. */
    static final double TWO_LINES_UNDER = 8;
    /** From one line's baseline to the next, against the size. */
    static final double LEADING = 1.05;

    /** The lines to print and their size. */
    record Fitted(List<String> lines, double size) {
    }

    private CounterLabel() {
    }

    /** {@code label} in {@code room} points across and {@code height} down, at most {@code max} points. */
    static Fitted fit(String label, double room, double max, double height) {
        String words = label.strip();
        while (true) {
            Fitted best = best(words, room, max, height);
            if (best.size() >= MIN) {
                return best;
            }
            int space = words.lastIndexOf(' ');
            if (space < 0) {
                return abbreviated(words, room);
            }
            words = words.substring(0, space).strip();
        }
    }

    /** A word too long for the counter, shortened with a full stop ("Garrison" to "Garr."), or nothing below three letters. */
    private static Fitted abbreviated(String word, double room) {
        for (int n = word.length() - 1; n >= 3; n--) {
            String shorter = word.substring(0, n) + ".";
            if (Character.isLetter(word.charAt(n - 1)) && TextWidth.CONDENSED_BOLD.of(shorter, MIN) <= room) {
                return new Fitted(List.of(shorter), MIN);
            }
        }
        return new Fitted(List.of(), 0);
    }

    /** One line, or two where that sets the words larger. */
    private static Fitted best(String words, double room, double max, double height) {
        double one = Math.min(TextWidth.CONDENSED_BOLD.fit(words, room, max), height);
        Fitted two = new Fitted(List.of(), 0);
        double twoMax = Math.min(max, height / (1 + LEADING));
        for (int i = words.indexOf(' '); i > 0; i = words.indexOf(' ', i + 1)) {
            String a = words.substring(0, i).strip();
            String b = words.substring(i + 1).strip();
            double size = Math.min(TextWidth.CONDENSED_BOLD.fit(a, room, twoMax), TextWidth.CONDENSED_BOLD.fit(b, room, twoMax));
            if (size > two.size()) {
                two = new Fitted(List.of(a, b), size);
            }
        }
        // two lines push the symbol down, so only where one line would be small and two read clearly larger, or reach the
        // size the counter's kind shares where one line falls short of it
        boolean twoBetter = two.size() > one * 1.15 || two.size() >= max - 1e-9 && two.size() > one;
        return one < TWO_LINES_UNDER && twoBetter ? two : new Fitted(List.of(words), one);
    }
}
