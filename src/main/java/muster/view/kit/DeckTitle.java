package muster.view.kit;

import java.util.ArrayList;
import java.util.List;
import muster.view.TextWidth;

/**
 * A deck card's title set to be read across the table: the brigade's name on at most two lines, as
 * large as fits; a name too long for that at a good size keeps its first part large (up to a comma or
 * a bracket, else a few words) and sets the rest beneath it smaller ("Rough Riders" over "Brodie's
 * squadron, Colts"), where four lines of one size made every card's name small.
 */
record DeckTitle(List<String> head, double size, List<String> tail, double tailSize) {

    static final double MAX = 22;
    static final double MIN = 12;
    /** A name that fits whole at this size or more is printed whole. */
    static final double GOOD = 18;
    static final double TAIL_MAX = 12;
    static final double TAIL_MIN = 9;
    static final int LINES = 2;
    /** Words a large part never ends on. */
    static final java.util.Set<String> SMALL_WORDS = java.util.Set.of("at", "the", "and", "of", "on", "in", "by", "to", "with", "de",
            "del", "la", "el", "y", "a");

    DeckTitle {
        head = List.copyOf(head);
        tail = List.copyOf(tail);
    }

    /** The title of {@code name} in a column {@code room} points wide. */
    static DeckTitle of(String name, double room) {
        double whole = size(name, room);
        if (whole >= GOOD) {
            return new DeckTitle(wrap(name, whole, room), whole, List.of(), 0);
        }
        String[] best = null;
        double bestSize = whole;
        for (String[] split : splits(name)) {
            double s = size(split[0], room);
            if (s >= GOOD) {
                best = split;
                bestSize = s;
                break;
            }
            if (s > bestSize + 1) {
                best = split;
                bestSize = s;
            }
        }
        if (best == null) {
            return new DeckTitle(wrap(name, whole, room), whole, List.of(), 0);
        }
        double tailSize = TAIL_MAX;
        List<String> tail = TextWidth.SANS_BOLD.wrap(best[1], tailSize, room);
        while (tailSize > TAIL_MIN && (tail.size() > LINES || widest(tail, tailSize) > room)) {
            tailSize -= 0.5;
            tail = TextWidth.SANS_BOLD.wrap(best[1], tailSize, room);
        }
        return new DeckTitle(wrap(best[0], bestSize, room), bestSize, tail, tailSize);
    }

    /** Its height in points, head and tail. */
    double height() {
        return head.size() * size * 1.15 + (tail.isEmpty() ? 0 : 3 + tail.size() * tailSize * 1.2);
    }

    /**
     * Where a long name may be cut into a large part and a small one, the longest first part first: after each
     * comma or before each bracket, then between words (two words or more in the first part).
     */
    private static List<String[]> splits(String name) {
        List<String[]> out = new ArrayList<>();
        for (int i = name.length() - 1; i > 0; i--) {
            if (name.charAt(i) == ',' || name.charAt(i) == '(' && name.charAt(i - 1) == ' ') {
                out.add(new String[] {name.substring(0, i).strip(), name.substring(i + (name.charAt(i) == ',' ? 1 : 0)).strip()});
            }
        }
        String[] words = name.split(" ");
        for (int k = words.length - 1; k >= 2; k--) {
            if (SMALL_WORDS.contains(words[k - 1])) {
                // never a large part ending "... companies at" over "the junction"
                continue;
            }
            out.add(new String[] {String.join(" ", List.of(words).subList(0, k)), String.join(" ", List.of(words).subList(k, words.length))});
        }
        return out;
    }

    /** The largest size from {@link #MAX} down to {@link #MIN} at which {@code text} takes at most two lines of {@code room}. */
    static double size(String text, double room) {
        for (double s = MAX; s > MIN; s -= 1) {
            List<String> lines = TextWidth.SANS_BOLD.wrap(text, s, room);
            if (lines.size() <= LINES && widest(lines, s) <= room) {
                return s;
            }
        }
        return MIN;
    }

    private static List<String> wrap(String text, double size, double room) {
        List<String> lines = TextWidth.SANS_BOLD.wrap(text, size, room);
        if (lines.size() <= LINES) {
            return lines;
        }
        // longer than two lines even at the smallest size: the first line, and the rest on the second (fitted when drawn)
        return List.of(lines.get(0), String.join(" ", lines.subList(1, lines.size())));
    }

    private static double widest(List<String> lines, double size) {
        return lines.stream().mapToDouble(l -> TextWidth.SANS_BOLD.of(l, size)).max().orElse(0);
    }
}
