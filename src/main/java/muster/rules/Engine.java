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
        Optional<M> ruleSet = known.stream().filter(r -> r.id().equals(scenario.ruleset())).findFirst();
        if (ruleSet.isPresent()) {
            return check(scenario, ruleSet.get());
        }
        Diagnostics out = new Diagnostics();
        if (!scenario.ruleset().isEmpty()) {
            List<String> ids = known.stream().map(RuleSet::id).toList();
            String dym = DidYouMean.phrase(scenario.ruleset(), ids);
            out.report(StageCode.CHECK_UNKNOWN_RULE_SET, scenario.spans().of("ruleset"),
                    "unknown rule set '" + scenario.ruleset() + "'" + (dym.isEmpty() ? "" : "; " + dym),
                    "muster knows: " + String.join(", ", ids));
        }
        return withoutRuleSet(scenario, out);
    }

    /**
     * Every finding about {@code scenario} checked with {@code ruleSet}, whatever its {@code ruleset:} says: the
     * common checks and the rule set's own (a rule-set file's checks, when the scenario names the file by its path).
     */
    public static <M extends RuleSet> Verdict<M> check(Scenario scenario, M ruleSet) {
        Diagnostics out = new Diagnostics();
        ScenarioReading.Read read = ScenarioReading.read(scenario);
        List<PrintedNote> notes = run(rules(ruleSet), read.scenario(), out, scenario.leftOut());
        return new Verdict<>(out, out.hasErrors() ? Optional.empty() : Optional.of(Checked.of(read, ruleSet, notes)), notes);
    }

    /**
     * What {@code found} (the findings about the scenario's rule set) holds, and the common checks that need no rule
     * set's words: the scenario's rule set could not be had, so nothing of it is checked, and nothing is printed.
     */
    public static <M extends RuleSet> Verdict<M> withoutRuleSet(Scenario scenario, Diagnostics found) {
        Diagnostics out = new Diagnostics();
        out.addAll(found);
        run(CommonRules.withoutRuleSet(), ScenarioReading.read(scenario).scenario(), out, scenario.leftOut());
        return new Verdict<>(out, Optional.empty());
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
