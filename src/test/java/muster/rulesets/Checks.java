package muster.rulesets;

import muster.rules.Checked;
import muster.scenario.Scenario;
import muster.source.Diagnostics;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;

/** Tests' short ways into the registry: a scenario's findings, its module, its sheets. */
public final class Checks {

    private Checks() {
    }

    /**
     * The ids {@code PREFIX-001} to {@code PREFIX-last} without the retired ones, in order: a check's id
     * is stable, and the id of a check that went is not given to another.
     */
    public static java.util.List<String> ids(String prefix, int last, Integer... retired) {
        return java.util.stream.IntStream.rangeClosed(1, last).filter(i -> !java.util.List.of(retired).contains(i))
                .mapToObj(i -> String.format("%s-%03d", prefix, i)).toList();
    }

    public static Diagnostics diagnostics(Scenario scenario) {
        return RuleSets.check(scenario).diagnostics();
    }

    /** The scenario with the module it names, checked or not (a test may want to see a broken one drawn). */
    public static Checked<RuleSetModule> checked(Scenario scenario) {
        return Checked.of(scenario, RuleSets.find(scenario.ruleset()).orElseThrow());
    }

    /** The sheets of a scenario, checked or not. */
    public static RuleSetSheets sheets(Scenario scenario) {
        Checked<RuleSetModule> checked = checked(scenario);
        return checked.ruleSet().sheets(checked);
    }

    /** The aid's sections and then the appendix's, as one chart: where a test looks for a section wherever it is printed. */
    public static muster.view.Chart everything(muster.view.RuleSetSheets sheets) {
        java.util.List<muster.view.Chart.Section> all = new java.util.ArrayList<>(sheets.aid().sections());
        all.addAll(sheets.appendix().sections());
        return new muster.view.Chart(sheets.aid().title(), all);
    }
}
