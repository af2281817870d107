package muster.scenario.rulefile;

import java.util.List;
import muster.source.Span;

/**
 * A rule set written as data (a rule-set file, docs/rulesets/data-format.md): who wrote it and
 * from what text, its figures, the words it gives a scenario, what each type and weapon does, how
 * an army may be made up, the turn, its charts, the checks a scenario must pass (each one of a
 * fixed library of kinds) and its readings of the text. Every part keeps its span in the file.
 */
public record RuleSetFile(
        String id,
        String title,
        String source,
        Figures figures,
        RuleWords vocabulary,
        Profiles profiles,
        List<Organisation> organisation,
        List<Phase> sequence,
        List<Chart> charts,
        List<Check> checks,
        List<Reading> readings,
        String file,
        Span span) {

    public RuleSetFile {
        organisation = List.copyOf(organisation);
        sequence = List.copyOf(sequence);
        charts = List.copyOf(charts);
        checks = List.copyOf(checks);
        readings = List.copyOf(readings);
    }

    /** What a unit's {@code count} counts, the figure scales a scenario may name, and the one it is read at without one. */
    public record Figures(Count count, String defaultScale, List<Scale> scales, Span span) {
        public Figures {
            scales = List.copyOf(scales);
        }
    }

    public enum Count { BASES, STANDS, FIGURES }

    /** A figure scale and the factor every distance of the rules is multiplied by at it (2 where 25mm doubles). */
    public record Scale(String word, String meaning, double distances, Span span) {
    }

    /** One phase of the turn: its name, whose it is (a nation of the vocabulary, or "both") and what is done. */
    public record Phase(String name, String side, String does, Span span) {
    }

    /**
     * A reading of the rule text where it is silent or unclear: a topic, the reading, the phrases
     * a sheet prints where it applies it, and the words of the vocabulary it is printed for (none: every scenario).
     */
    public record Reading(String topic, String text, List<String> phrases, List<String> when, Span span) {
        public Reading {
            phrases = List.copyOf(phrases);
            when = List.copyOf(when);
        }
    }
}
