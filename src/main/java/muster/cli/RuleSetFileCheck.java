package muster.cli;

import java.nio.file.Path;
import java.util.Optional;
import muster.rules.Engine;
import muster.rules.Verdict;
import muster.rulesets.data.DataModule;
import muster.scenario.Scenario;
import muster.scenario.load.RuleSetLoader;
import muster.scenario.load.ScenarioRuleSet;
import muster.source.Diagnostics;
import muster.view.RuleSetModule;

/**
 * A scenario that names a rule-set file by its path: the file loaded from the scenario's folder
 * ({@link ScenarioRuleSet}), the scenario checked with its rule set and, when clean, printed with
 * the sheets made from the file ({@link DataModule}), like a scenario of a built-in rule set.
 */
final class RuleSetFileCheck {

    private RuleSetFileCheck() {
    }

    static Verdict<RuleSetModule> check(Path scenarioFile, Scenario scenario) {
        RuleSetLoader.Loaded loaded = ScenarioRuleSet.load(scenarioFile, scenario, Scenarios::label);
        if (loaded.ruleSet().isEmpty()) {
            return Engine.withoutRuleSet(scenario, loaded.diagnostics());
        }
        Verdict<RuleSetModule> verdict = Engine.check(scenario, (RuleSetModule) DataModule.of(loaded.ruleSet().get()));
        Diagnostics out = new Diagnostics();
        out.addAll(loaded.diagnostics());
        out.addAll(verdict.diagnostics());
        return new Verdict<>(out, out.hasErrors() ? Optional.empty() : verdict.checked(), verdict.notes());
    }
}
