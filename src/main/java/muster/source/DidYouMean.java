package muster.source;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** Suggests the known word nearest to a misspelt one, as compilers do for unknown names. */
public final class DidYouMean {

    private DidYouMean() {
    }

    /** The closest candidate within a small edit distance, if any is close enough to help. */
    public static Optional<String> nearest(String word, Collection<String> candidates) {
        String lower = word.toLowerCase(Locale.ROOT);
        int allowed = Math.max(1, Math.min(3, word.length() / 3));
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            if (Math.abs(candidate.length() - word.length()) > allowed) {
                continue;
            }
            int d = distance(lower, candidate.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return best != null && bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    /** Levenshtein distance, counting a swap of two neighbours as one edit. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }

    /** "did you mean 'x'?" or an empty string. */
    public static String phrase(String word, Collection<String> candidates) {
        return nearest(word, candidates).map(s -> "did you mean '" + s + "'?").orElse("");
    }
}
