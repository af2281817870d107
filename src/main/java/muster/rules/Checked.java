package muster.rules;

import java.util.List;
import muster.scenario.Scenario;

/**
 * A scenario that passed its checks, with the rule set it is played with and its units read in
 * that rule set's words: what every later stage starts from, so none of them looks the rule set
 * up or reads a word again.
 */
public record Checked<M extends RuleSet>(Scenario scenario, M ruleSet, UnitWords<?, ?> words,
        List<ScenarioReading.Inference> inferences, List<PrintedNote> notes) {

    public Checked {
        inferences = List.copyOf(inferences);
        notes = List.copyOf(notes);
    }

    /**
     * A scenario as it reads (what it implies filled in) with the rule set it names, its words read by
     * that rule set; no check has run, so it has no notes.
     */
    public static <M extends RuleSet> Checked<M> of(Scenario scenario, M ruleSet) {
        return of(ScenarioReading.read(scenario), ruleSet, List.of());
    }

    static <M extends RuleSet> Checked<M> of(ScenarioReading.Read read, M ruleSet, List<PrintedNote> notes) {
        return new Checked<>(read.scenario(), ruleSet, ruleSet.words(read.scenario()), read.inferences(), notes);
    }

    /** The scenario's figure scale, or the rule set's own when it names none. */
    public String figureScale() {
        return scenario.figureScale().orElse(ruleSet.defaultFigureScale());
    }
}
