package muster.rules;

/** Counts of six-sided dice outcomes, for the rule sets' exact odds. */
public final class DiceCounts {

    private DiceCounts() {
    }

    /** Index i holds the number of ways {@code dice} dice sum to {@code i + dice}. */
    public static long[] sums(int dice) {
        long[] ways = {1};
        for (int d = 0; d < dice; d++) {
            long[] next = new long[ways.length + 5];
            for (int i = 0; i < ways.length; i++) {
                for (int face = 0; face < 6; face++) {
                    next[i + face] += ways[i];
                }
            }
            ways = next;
        }
        return ways;
    }

    /** {@code base} to the power {@code exp}: the ways {@code exp} dice can each show one of {@code base} faces. */
    public static long pow(long base, int exp) {
        long r = 1;
        for (int i = 0; i < exp; i++) {
            r *= base;
        }
        return r;
    }
}
