package muster.cli;

import static muster.source.StageCode.BUILD_RULE_SET_FILE;

import java.nio.file.Path;
import muster.rules.Engine;
import muster.rules.data.DataRuleSet;
import muster.scenario.Scenario;
import muster.scenario.load.RuleSetLoader;
import muster.scenario.load.ScenarioRuleSet;
import muster.source.Diagnostics;

/**
 * A scenario that names a rule-set file by its path: the file loaded from the scenario's folder
 * ({@link ScenarioRuleSet}), the scenario checked with its rule set ({@link DataRuleSet}). Printing
 * with a rule-set file comes in a later version: a clean scenario that is to be printed gets BUILD-002.
 */
final class RuleSetFileCheck {

    private RuleSetFileCheck() {
    }

    static Diagnostics check(Path scenarioFile, Scenario scenario, boolean print) {
        RuleSetLoader.Loaded loaded = ScenarioRuleSet.load(scenarioFile, scenario, Scenarios::label);
        if (loaded.ruleSet().isEmpty()) {
            return Engine.withoutRuleSet(scenario, loaded.diagnostics()).diagnostics();
        }
        Diagnostics out = new Diagnostics();
        out.addAll(loaded.diagnostics());
        out.addAll(Engine.check(scenario, DataRuleSet.of(loaded.ruleSet().get())).diagnostics());
        if (print && !out.hasErrors()) {
            out.report(BUILD_RULE_SET_FILE, scenario.spans().of("ruleset"), "printing with a rule-set file comes in a later version: "
                    + "the scenario passes the checks of " + scenario.ruleset() + ", but muster cannot print its sheets yet",
                    "`muster validate` checks it; to print the scenario now, name a built-in rule set (`muster rulesets`)");
        }
        return out;
    }
}
