package muster.rulesets.data;

import java.nio.file.Path;
import muster.rules.Checked;
import muster.rules.Engine;
import muster.scenario.Scenario;
import muster.scenario.load.RuleSetLoader;
import muster.scenario.load.ScenarioLoader;
import muster.scenario.rulefile.RuleSetFile;
import muster.view.RuleSetModule;

/** The stranger's house rules and their scenario (src/test/resources/house-rules/), loaded and checked, for the sheets' tests. */
final class HouseRules {

    static final Path DIR = Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("src/test/resources/house-rules");

    private HouseRules() {
    }

    static RuleSetFile file() {
        return file(DIR.resolve("house-rules.yaml"));
    }

    static RuleSetFile file(Path path) {
        RuleSetLoader.Loaded loaded = RuleSetLoader.load(path, path.getFileName().toString());
        return loaded.ruleSet().orElseThrow(() -> new AssertionError(loaded.diagnostics().all().toString()));
    }

    static Checked<RuleSetModule> checked() {
        return checked(DIR.resolve("scenario.yaml"), file());
    }

    static Checked<RuleSetModule> checked(Path scenarioFile, RuleSetFile file) {
        Scenario scenario = ScenarioLoader.load(scenarioFile, scenarioFile.getFileName().toString()).checkable().orElseThrow();
        var verdict = Engine.check(scenario, (RuleSetModule) DataModule.of(file));
        return verdict.checked().orElseThrow(() -> new AssertionError(verdict.diagnostics().all().toString()));
    }

    static DataSheets sheets() {
        Checked<RuleSetModule> c = checked();
        return (DataSheets) c.ruleSet().sheets(c);
    }
}
