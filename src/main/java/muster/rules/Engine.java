package muster.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.common.CommonRules;
import muster.scenario.Scenario;
import muster.scenario.load.DidYouMean;
import muster.source.Diagnostics;

/** Front door of the check stage: every common check and every rule of the scenario's rule set. */
public final class Engine {

    private Engine() {
    }

    public static Diagnostics check(Scenario scenario) {
        Diagnostics out = new Diagnostics();
        Optional<RuleSet> ruleSet = RuleSets.find(scenario.ruleset());
        if (ruleSet.isEmpty()) {
            String dym = DidYouMean.phrase(scenario.ruleset(), RuleSets.ids());
            out.error("COM-000", scenario.spans().of("ruleset"),
                    "unknown rule set '" + scenario.ruleset() + "'" + (dym.isEmpty() ? "" : "; " + dym),
                    "muster knows: " + String.join(", ", RuleSets.ids()));
            return out;
        }
        for (Rule rule : rules(ruleSet.get())) {
            rule.check(scenario, new Report(rule, out));
        }
        return out;
    }

    /** The common checks followed by the rule set's own, in the order they run. */
    public static List<Rule> rules(RuleSet ruleSet) {
        List<Rule> all = new ArrayList<>(CommonRules.forRuleSet(ruleSet));
        all.addAll(ruleSet.rules());
        return all;
    }
}
