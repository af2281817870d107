package muster.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The turns a special rule names ("off the table until turn 12", "from turn 5 it is dark", "turns 1 to 3"), for the turn
 * track to point to it on each, and the few words it is known by there: its lead before a colon ("Night"), or its first
 * words, whole.
 */
final class RuleTurns {

    /** "turn 5", "turns 1 to 3", "turns 2-4": a range stands for its first turn and the turn after its last. */
    private static final Pattern TURNS = Pattern.compile("\\bturns?\\s+(\\d{1,3})(?:\\s*(?:to|-|–|and)\\s*(\\d{1,3}))?",
            Pattern.CASE_INSENSITIVE);
    /** A lead this short names the rule ("Night", "Spanish reserve"). */
    static final int LEAD = 40;
    /** Words of a rule's opening kept as its name when it has no lead. */
    static final int WORDS = 7;

    private RuleTurns() {
    }

    /**
     * The turns after the first and before the {@code last} the rule's text names: the first and the last have their own
     * line on the track (the game begins, the game ends), and a rule that names them is most often the game's clock.
     */
    static List<Integer> turns(String text, int last) {
        TreeSet<Integer> out = new TreeSet<>();
        Matcher m = TURNS.matcher(text);
        while (m.find()) {
            int from = Integer.parseInt(m.group(1));
            out.add(from);
            if (m.group(2) != null) {
                out.add(Integer.parseInt(m.group(2)) + 1);
            }
        }
        out.removeIf(t -> t <= 1 || t >= last);
        return List.copyOf(out);
    }

    /** What the turn track calls the rule: "Special rule: Night", "Special rule: Bates' Independent Brigade is off the table ...". */
    static String name(String text) {
        int colon = text.indexOf(':');
        String lead = colon > 0 && colon <= LEAD ? text.substring(0, colon).trim() : "";
        if (lead.isEmpty() || lead.toLowerCase(Locale.ROOT).matches(".*\\bturns?\\b.*")) {
            String[] words = text.split("\\s+");
            List<String> kept = new ArrayList<>();
            for (int i = 0; i < Math.min(WORDS, words.length); i++) {
                kept.add(words[i]);
            }
            lead = String.join(" ", kept).replaceAll("[,;:.]+$", "") + (words.length > WORDS ? " ..." : "");
        }
        return "Special rule: " + lead;
    }
}
