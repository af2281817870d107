package muster.rulesets;

import java.util.List;
import java.util.Optional;
import muster.rules.Engine;
import muster.rules.Verdict;
import muster.rulesets.hatsoff.Hatsoff;
import muster.rulesets.juniorgeneral.JuniorGeneral;
import muster.rulesets.mexicanrevolution.MexicanRevolution;
import muster.rulesets.sawquickplay.SawQuickplay;
import muster.rulesets.splendidlittlewar.SplendidLittleWar;
import muster.scenario.Scenario;
import muster.view.RuleSetModule;

/** The registry: every rule set muster knows. A new rule set is one package and one line here. */
public final class RuleSets {

    private static final List<RuleSetModule> ALL = List.of(
            SawQuickplay.INSTANCE,
            MexicanRevolution.INSTANCE,
            SplendidLittleWar.INSTANCE,
            Hatsoff.INSTANCE,
            JuniorGeneral.INSTANCE);

    private RuleSets() {
    }

    public static List<RuleSetModule> all() {
        return ALL;
    }

    public static Optional<RuleSetModule> find(String id) {
        return ALL.stream().filter(r -> r.id().equals(id)).findFirst();
    }

    public static List<String> ids() {
        return ALL.stream().map(RuleSetModule::id).toList();
    }

    /** Checks a loaded scenario against the rule set it names. */
    public static Verdict<RuleSetModule> check(Scenario scenario) {
        return Engine.check(scenario, ALL);
    }
}
