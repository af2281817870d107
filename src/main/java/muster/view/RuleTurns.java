package muster.view;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The turns a special rule names ("off the table until turn 12", "from turn 5 it is dark", "turns 1 to 3"), for the turn
 * track to point to it on each, and the few words it is known by there: its lead before a colon ("Night"), or its first
 * words, whole.
 */
final class RuleTurns {

    /** "turn 5", "turns 1 to 3", "turns 2-4", "turns 1 and 2": a range runs from its first turn to its last, "and" lists two. */
    private static final Pattern TURNS = Pattern.compile("\\bturns?\\s+(\\d{1,3})(?:\\s*(to|-|–|and)\\s*(\\d{1,3}))?",
            Pattern.CASE_INSENSITIVE);
    /** A lead this short names the rule ("Night", "Spanish reserve"). */
    static final int LEAD = 40;
    /** Words of a rule's opening kept as its name when it has no lead. */
    static final int WORDS = 7;

    private RuleTurns() {
    }

    /**
     * The turns up to the {@code last} the rule's text names, each with whether the rule starts (or holds) on it or it is the
     * rule's last (a range's end, "the end of turn 3"); none of the first and last turns for the game's clock, which names both.
     */
    static List<Mark> marks(String text, int last) {
        TreeMap<Integer, Boolean> out = new TreeMap<>();
        Matcher m = TURNS.matcher(text);
        while (m.find()) {
            String before = text.substring(Math.max(0, m.start() - 12), m.start()).toLowerCase(Locale.ROOT);
            if (m.group(3) == null && (before.endsWith("end of ") || before.endsWith("after "))) {
                // "comes down at the end of turn 3": turn 3 is its last
                out.put(Integer.parseInt(m.group(1)), true);
                continue;
            }
            out.put(Integer.parseInt(m.group(1)), false);
            if (m.group(3) != null) {
                int to = Integer.parseInt(m.group(3));
                if (m.group(2).equalsIgnoreCase("and")) {
                    out.put(to, false);
                } else {
                    out.putIfAbsent(to, true);
                }
            }
        }
        // a rule that names the first turn and the last is the game's clock: those turns have their own lines
        boolean clock = out.containsKey(1) && out.containsKey(last);
        // a range that ends the turn before the rule's next part starts needs no line of its own: the next one says what changes
        out.entrySet().removeIf(e -> e.getValue() && Boolean.FALSE.equals(out.get(e.getKey() + 1)));
        out.keySet().removeIf(t -> t < 1 || t > last || clock && (t == 1 || t == last));
        return out.entrySet().stream().map(e -> new Mark(e.getKey(), e.getValue())).toList();
    }

    /** A turn a rule names: it starts or holds then, or ({@code ended}) it holds for the last time. */
    record Mark(int turn, boolean ended) {
    }

    /** The turns of {@link #marks}. */
    static List<Integer> turns(String text, int last) {
        return marks(text, last).stream().map(Mark::turn).toList();
    }

    /** What a line adds where the rule goes on past it. */
    static final String MORE = "(more in the special rules)";

    /** Words of the sentence that names a turn past which the track shortens it. */
    static final int SENTENCE_WORDS = 14;
    /** Words of a clause that has no break to shorten it at, kept whole up to this many: three lines of the track's widest column. */
    static final int CLAUSE_WORDS = 24;

    /**
     * What the track says on {@code turn} for the rule: the clause that names the turn, after the rule's lead ("Night: from
     * turn 5 it is dark") or, when it has none and names the turn only in a later sentence, its subject ("Capron's battery:
     * from turn 16 it may limber and come forward"); its {@link #name} where one sentence names several turns.
     */
    static String on(String text, int turn) {
        String name = name(text);
        int colon = text.indexOf(':');
        boolean lead = colon > 0 && colon <= LEAD;
        // what happens on the turn, in the words of the sentence that names it, after the rule's lead where it has one ("Night:
        // from turn 5 it is dark"); the lead alone read as a heading ("Capron's battery (off table) (special rule)")
        String[] sentences = text.strip().split("(?<=[.!?])\\s+");
        for (int i = 0; i < sentences.length; i++) {
            List<Integer> named = turns(sentences[i], Integer.MAX_VALUE);
            if (!named.contains(turn)) {
                continue;
            }
            if (lead && marks(sentences[i], Integer.MAX_VALUE).stream().filter(m -> !m.ended()).count() > 1) {
                // one sentence doing one thing on several turns ("Naval gunfire: before the first card of turns 1 and 2 ..."):
                // each of them names the rule, and the rule says it once
                return name;
            }
            // the sentence after the lead, which the line names first
            String sentence = fromThisTurn(lead && i == 0 ? sentences[i].substring(colon + 1).strip() : sentences[i], turn);
            Matcher arrives = ARRIVES.matcher(sentence);
            if (arrives.find() && Integer.parseInt(arrives.group(2)) == turn && arrives.group(1).split("\\s+").length <= SENTENCE_WORDS) {
                return "Arrives: " + arrives.group(1);
            }
            // the clause that names the turn: a long one loses its asides in brackets, then all after its first break ("From
            // turn 16 it may limber and come forward, as it did" keeps its first part), and only then words at its end
            String clause = sentence.replaceAll("[.!?]$", "");
            if (clause.split("\\s+").length > SENTENCE_WORDS) {
                clause = clause.replaceAll("\\s*\\([^()]*\\)", "");
            }
            Matcher m = TURNS.matcher(clause);
            int cut = clause.split("\\s+").length > SENTENCE_WORDS && m.find() ? firstBreak(clause, m.end()) : -1;
            if (cut > 0) {
                clause = clause.substring(0, cut);
            }
            String[] words = clause.split("\\s+");
            // the rule goes on past the line (a cut clause, or a next sentence that names no turn of its own): the line says where
            // the rest is, not "..." (two reviewers read that as words lost), so that no one plays a roll without its result
            boolean goesOn = cut > 0 || words.length > CLAUSE_WORDS
                    || i + 1 < sentences.length && turns(sentences[i + 1], Integer.MAX_VALUE).isEmpty();
            String kept = String.join(" ", Arrays.copyOf(words, Math.min(CLAUSE_WORDS, words.length))) + (goesOn ? " " + MORE : "");
            if (i == 0 && !lead) {
                return kept;
            }
            kept = Character.toLowerCase(kept.charAt(0)) + kept.substring(1);
            return (lead ? name.replace(" (special rule)", "") : subject(text)) + ": " + kept;
        }
        return name;
    }

    /** "may not start moving before turn 3", "cannot move until turn 3": what is forbidden up to a turn. */
    private static final Pattern NOT_BEFORE = Pattern.compile(
            "(?i)\\b(?:(may|will|must)\\s+not|(can)(?:not|'t|\\s+not))\\s+([^.;:!?()]+?)\\s+(?:before|until)\\s+(?:the start of\\s+)?turn\\s+(\\d{1,3})\\b");

    /**
     * {@code sentence} as it reads on {@code turn} where it forbids something before that turn: the track's line stands on the turn
     * it becomes allowed ("the reserve train may start moving from this turn"), not on a turn it reads as forbidden.
     */
    static String fromThisTurn(String sentence, int turn) {
        Matcher m = NOT_BEFORE.matcher(sentence);
        while (m.find()) {
            if (Integer.parseInt(m.group(4)) == turn) {
                String modal = m.group(2) != null ? m.group(2) : m.group(1).equalsIgnoreCase("must") ? "may" : m.group(1);
                return sentence.substring(0, m.start()) + modal + " " + m.group(3) + " from this turn" + sentence.substring(m.end());
            }
        }
        return sentence;
    }

    /** "Bates' Independent Brigade is off the table until turn 12": who comes on, and the turn. */
    private static final Pattern ARRIVES = Pattern.compile(
            "^(.+?)\\s+(?:is|are|stays?|remains?)\\s+off the table until (?:the start of )?turn (\\d{1,3})\\b", Pattern.CASE_INSENSITIVE);
    /** A word that ends a rule's subject: "Capron's battery | begins 2,000 yards from El Viso". */
    private static final Pattern VERB = Pattern.compile(
            "(?i)is|are|was|were|has|have|may|must|can|will|begins?|starts?|comes?|stays?|holds?|moves?|counts?|gets?|rolls?|waits?|lies|lie|marches|march|enters?|arrives?|fires?");

    /** The words a rule opens with up to its first verb ("Capron's battery"), or its first two words. */
    static String subject(String text) {
        String[] words = text.strip().split("\\s+");
        int n = 0;
        while (n < words.length && n < 5 && !VERB.matcher(words[n]).matches()) {
            n++;
        }
        if (n == 0 || n == words.length || n == 5) {
            n = Math.min(2, words.length);
        }
        return String.join(" ", Arrays.copyOf(words, n)).replaceAll("[,;:.]+$", "");
    }

    /** The first comma, semicolon or colon after {@code from} that leaves a clause of four words or more, or -1. */
    private static int firstBreak(String clause, int from) {
        for (int i = from; i < clause.length(); i++) {
            char c = clause.charAt(i);
            if ((c == ',' || c == ';' || c == ':') && clause.substring(0, i).trim().split("\\s+").length >= 4) {
                return i;
            }
        }
        return -1;
    }

    /** What the turn track calls the rule: "Night (special rule)", "Bates' Independent Brigade is off the table ... (special rule)". */
    static String name(String text) {
        int colon = text.indexOf(':');
        // a lead's own "(turns 1 to 3)" is left to the track's rows
        String lead = colon > 0 && colon <= LEAD ? text.substring(0, colon).replaceAll("\\s*\\([^)]*\\bturns?\\b[^)]*\\)", "").trim() : "";
        if (lead.isEmpty() || lead.toLowerCase(Locale.ROOT).matches(".*\\bturns?\\b.*")) {
            String[] words = text.split("\\s+");
            List<String> kept = new ArrayList<>();
            for (int i = 0; i < Math.min(WORDS, words.length); i++) {
                kept.add(words[i]);
            }
            lead = String.join(" ", kept).replaceAll("[,;:.]+$", "") + (words.length > WORDS ? " ..." : "");
        }
        return lead + " (special rule)";
    }

    /** What the turn track says on a rule's last turn: "Signal Corps balloon: its last turn". */
    static String ended(String text) {
        return name(text).replace(" (special rule)", "") + ": its last turn";
    }
}
