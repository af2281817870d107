package muster.rules;

import muster.scenario.Scenario;

/**
 * A scenario that passed its checks, with the rule set it is played with and its units read in
 * that rule set's words: what every later stage starts from, so none of them looks the rule set
 * up or reads a word again.
 */
public record Checked<M extends RuleSet>(Scenario scenario, M ruleSet, UnitWords<?, ?> words) {

    /** A scenario with the rule set it names, its words read by that rule set. */
    public static <M extends RuleSet> Checked<M> of(Scenario scenario, M ruleSet) {
        return new Checked<>(scenario, ruleSet, ruleSet.words(scenario));
    }

    /** The scenario's figure scale, or the rule set's own when it names none. */
    public String figureScale() {
        return scenario.figureScale().orElse(ruleSet.defaultFigureScale());
    }
}
