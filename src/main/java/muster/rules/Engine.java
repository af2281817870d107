package muster.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.common.CommonRules;
import muster.scenario.Scenario;
import muster.source.Diagnostics;
import muster.source.DidYouMean;
import muster.source.StageCode;

/**
 * Front door of the check stage: every common check and every rule of the scenario's rule set,
 * chosen from the rule sets it is given (the registry lives downstream, with the sheets).
 */
public final class Engine {

    private Engine() {
    }

    public static <M extends RuleSet> Verdict<M> check(Scenario scenario, List<M> known) {
        Diagnostics out = new Diagnostics();
        Optional<M> ruleSet = known.stream().filter(r -> r.id().equals(scenario.ruleset())).findFirst();
        if (ruleSet.isEmpty()) {
            List<String> ids = known.stream().map(RuleSet::id).toList();
            String dym = DidYouMean.phrase(scenario.ruleset(), ids);
            out.report(StageCode.CHECK_UNKNOWN_RULE_SET, scenario.spans().of("ruleset"),
                    "unknown rule set '" + scenario.ruleset() + "'" + (dym.isEmpty() ? "" : "; " + dym),
                    "muster knows: " + String.join(", ", ids));
            return new Verdict<>(out, Optional.empty());
        }
        ScenarioReading.Read read = ScenarioReading.read(scenario);
        for (Rule rule : rules(ruleSet.get())) {
            rule.check(read.scenario(), new Report(rule, out));
        }
        return new Verdict<>(out, out.hasErrors() ? Optional.empty() : Optional.of(Checked.of(read, ruleSet.get())));
    }

    /** The common checks followed by the rule set's own, in the order they run. */
    public static List<Rule> rules(RuleSet ruleSet) {
        List<Rule> all = new ArrayList<>(CommonRules.forRuleSet(ruleSet));
        all.addAll(ruleSet.rules());
        return all;
    }
}
