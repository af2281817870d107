package muster.scenario.load;

import java.util.Locale;
import java.util.Map;
import muster.source.Diagnostics;
import muster.source.StageCode;

/**
 * How long a text from a scenario may be, by its key: ids and words are short, names fit a line,
 * free texts a page or a few. Every limit is far above what a real scenario writes (the bundled
 * ones stay under a tenth of each) and low enough that no later stage pays for a stranger's
 * megabyte of name.
 */
final class TextLimits {

    /** Ids, rule-set words, tags, option values: a slug or a word (COM-001 asks ids for 64 at most, with its own message). */
    static final int WORD = 120;
    /** Titles, places, names and labels: one line on a card or a map. */
    static final int NAME = 200;
    /** The short label of a counter. */
    static final int SHORT = 24;
    /** A victory condition or a special rule: a paragraph. */
    static final int PARAGRAPH = 2_000;
    /** A briefing: a few pages. */
    static final int BRIEFING = 20_000;

    private static final Map<String, Integer> BY_KEY = Map.ofEntries(
            Map.entry("title", NAME), Map.entry("place", NAME), Map.entry("name", NAME), Map.entry("label", NAME),
            Map.entry("short", SHORT),
            Map.entry("text", PARAGRAPH), Map.entry("specialRules", PARAGRAPH),
            Map.entry("briefing", BRIEFING), Map.entry("gmNotes", BRIEFING),
            // a rule-set file's sentences: no scenario key has these names
            Map.entry("meaning", PARAGRAPH), Map.entry("effect", PARAGRAPH), Map.entry("does", PARAGRAPH), Map.entry("summary", PARAGRAPH),
            Map.entry("message", PARAGRAPH), Map.entry("hint", PARAGRAPH), Map.entry("reason", PARAGRAPH));

    private TextLimits() {
    }

    /** The most characters (code points) a value of {@code key} may have. */
    static int of(String key) {
        return BY_KEY.getOrDefault(key, WORD);
    }

    /** The text of a scalar, or its first {@link #of} characters with a LOAD-015 error at its line; never echoed. */
    static String limited(String key, Node.Scalar s, Diagnostics diagnostics) {
        String text = s.text();
        int limit = of(key);
        if (text.length() <= limit || text.codePointCount(0, text.length()) <= limit) {
            return text;
        }
        diagnostics.report(StageCode.LOAD_TOO_LONG, s.span(), "'" + key + "' is " + thousands(text.codePointCount(0, text.length()))
                + " characters long, more than the " + thousands(limit) + " it may have", hint(key));
        return text.substring(0, text.offsetByCodePoints(0, limit));
    }

    private static String thousands(int n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** What the hint says, the same for every key so a reader learns all limits at once. */
    static String hint(String key) {
        int limit = of(key);
        String kind = limit == WORD ? "ids and words" : limit == NAME ? "titles, names and labels" : limit == SHORT ? "short labels"
                : limit == PARAGRAPH ? "victory texts and special rules" : "briefings";
        return kind + " are at most " + thousands(limit) + " characters (ids and words "
                + WORD + ", names " + NAME + ", short labels " + SHORT + ", paragraphs " + thousands(PARAGRAPH) + ", briefings " + thousands(BRIEFING) + ")";
    }
}
