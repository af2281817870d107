package muster.rules;

import muster.scenario.Scenario;

/**
 * A scenario that passed its checks, with the rule set it is played with: what every later stage
 * starts from, so none of them looks the rule set up again.
 */
public record Checked<M extends RuleSet>(Scenario scenario, M ruleSet) {

    /** The scenario's figure scale, or the rule set's own when it names none. */
    public String figureScale() {
        return scenario.figureScale().orElse(ruleSet.defaultFigureScale());
    }
}
