package muster.view.map;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Things filed under the squares of a grid that their upright bounds cover, so that a question
 * about one place looks only at what stands near it. Anything that covers too many squares (or
 * has no finite bounds) is asked about every time, and so is everything when the place asked
 * about is that large: the answers are those of looking at every thing.
 */
final class Cells<T> {

    /** Points a side of a square. */
    private static final double SIZE = 48;
    /** Squares a side beyond which a thing or a question is not filed by square. */
    private static final long WIDE = 24;

    private final List<T> items = new ArrayList<>();
    private final Map<Long, List<Integer>> squares = new HashMap<>();
    private final List<Integer> everywhere = new ArrayList<>();
    private int[] seen = new int[64];
    private int stamp;

    void add(T item, double x1, double y1, double x2, double y2) {
        int index = items.size();
        items.add(item);
        if (seen.length <= index) {
            seen = Arrays.copyOf(seen, 2 * index + 1);
        }
        if (!narrow(x1, y1, x2, y2)) {
            everywhere.add(index);
            return;
        }
        for (long cx = cell(x1); cx <= cell(x2); cx++) {
            for (long cy = cell(y1); cy <= cell(y2); cy++) {
                squares.computeIfAbsent(key(cx, cy), k -> new ArrayList<>()).add(index);
            }
        }
    }

    /** Whether any thing whose bounds may meet the box passes the test. */
    boolean any(double x1, double y1, double x2, double y2, Predicate<T> test) {
        return count(x1, y1, x2, y2, test, true) > 0;
    }

    /** How many things whose bounds may meet the box pass the test, each counted once. */
    int count(double x1, double y1, double x2, double y2, Predicate<T> test) {
        return count(x1, y1, x2, y2, test, false);
    }

    private int count(double x1, double y1, double x2, double y2, Predicate<T> test, boolean first) {
        if (!narrow(x1, y1, x2, y2)) {
            int n = 0;
            for (T t : items) {
                if (test.test(t)) {
                    n++;
                    if (first) {
                        return n;
                    }
                }
            }
            return n;
        }
        stamp++;
        int n = 0;
        for (int i : everywhere) {
            seen[i] = stamp;
            if (test.test(items.get(i))) {
                n++;
                if (first) {
                    return n;
                }
            }
        }
        for (long cx = cell(x1); cx <= cell(x2); cx++) {
            for (long cy = cell(y1); cy <= cell(y2); cy++) {
                List<Integer> in = squares.get(key(cx, cy));
                if (in == null) {
                    continue;
                }
                for (int i : in) {
                    if (seen[i] != stamp) {
                        seen[i] = stamp;
                        if (test.test(items.get(i))) {
                            n++;
                            if (first) {
                                return n;
                            }
                        }
                    }
                }
            }
        }
        return n;
    }

    private static boolean narrow(double x1, double y1, double x2, double y2) {
        return x1 <= x2 && y1 <= y2 && Double.isFinite(x1) && Double.isFinite(y1) && Double.isFinite(x2) && Double.isFinite(y2)
                && Math.abs(x1) < 1e7 && Math.abs(y1) < 1e7 && Math.abs(x2) < 1e7 && Math.abs(y2) < 1e7
                && cell(x2) - cell(x1) < WIDE && cell(y2) - cell(y1) < WIDE;
    }

    private static long cell(double v) {
        return (long) Math.floor(v / SIZE);
    }

    private static long key(long cx, long cy) {
        return (cx << 32) ^ (cy & 0xffffffffL);
    }
}
