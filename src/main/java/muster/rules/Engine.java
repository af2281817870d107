package muster.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import muster.rules.common.CommonRules;
import muster.scenario.Scenario;
import muster.source.Diagnostics;
import muster.source.DidYouMean;
import muster.source.Span;
import muster.source.StageCode;

/**
 * Front door of the check stage: every common check and every rule of the scenario's rule set,
 * chosen from the rule sets it is given (the registry lives downstream, with the sheets).
 */
public final class Engine {

    private Engine() {
    }

    /**
     * Every finding about {@code scenario}: with a rule set muster knows, its checks and the common
     * ones; without one, the common checks that need no rule set's words, so a mistaken
     * {@code ruleset:} hides nothing else. A value the loader left out is reported once, by the loader.
     */
    public static <M extends RuleSet> Verdict<M> check(Scenario scenario, List<M> known) {
        Diagnostics out = new Diagnostics();
        Set<Span> leftOut = scenario.leftOut();
        Optional<M> ruleSet = known.stream().filter(r -> r.id().equals(scenario.ruleset())).findFirst();
        if (ruleSet.isEmpty()) {
            if (!scenario.ruleset().isEmpty()) {
                List<String> ids = known.stream().map(RuleSet::id).toList();
                String dym = DidYouMean.phrase(scenario.ruleset(), ids);
                out.report(StageCode.CHECK_UNKNOWN_RULE_SET, scenario.spans().of("ruleset"),
                        "unknown rule set '" + scenario.ruleset() + "'" + (dym.isEmpty() ? "" : "; " + dym),
                        "muster knows: " + String.join(", ", ids));
            }
            run(CommonRules.withoutRuleSet(), ScenarioReading.read(scenario).scenario(), out, leftOut);
            return new Verdict<>(out, Optional.empty());
        }
        ScenarioReading.Read read = ScenarioReading.read(scenario);
        List<PrintedNote> notes = run(rules(ruleSet.get()), read.scenario(), out, leftOut);
        return new Verdict<>(out, out.hasErrors() ? Optional.empty() : Optional.of(Checked.of(read, ruleSet.get(), notes)), notes);
    }

    /** Runs the rules, reporting into {@code out}; the notes they print. */
    private static List<PrintedNote> run(List<Rule> rules, Scenario scenario, Diagnostics out, Set<Span> leftOut) {
        List<PrintedNote> notes = new ArrayList<>();
        for (Rule rule : rules) {
            rule.check(scenario, new Report(rule, out, leftOut, notes));
        }
        return notes;
    }

    /** The common checks followed by the rule set's own, in the order they run. */
    public static List<Rule> rules(RuleSet ruleSet) {
        List<Rule> all = new ArrayList<>(CommonRules.forRuleSet(ruleSet));
        all.addAll(ruleSet.rules());
        return all;
    }
}
