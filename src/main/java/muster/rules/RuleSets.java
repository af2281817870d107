package muster.rules;

import java.util.List;
import java.util.Optional;
import muster.rules.hatsoff.Hatsoff;
import muster.rules.juniorgeneral.JuniorGeneral;
import muster.rules.mexicanrevolution.MexicanRevolution;
import muster.rules.sawquickplay.SawQuickplay;
import muster.rules.splendidlittlewar.SplendidLittleWar;

/** The registry: every rule set muster knows. A new rule set is one package and one line here. */
public final class RuleSets {

    private static final List<RuleSet> ALL = List.of(SawQuickplay.INSTANCE, MexicanRevolution.INSTANCE, SplendidLittleWar.INSTANCE,
            Hatsoff.INSTANCE, JuniorGeneral.INSTANCE);

    private RuleSets() {
    }

    public static List<RuleSet> all() {
        return ALL;
    }

    public static Optional<RuleSet> find(String id) {
        return ALL.stream().filter(r -> r.id().equals(id)).findFirst();
    }

    public static List<String> ids() {
        return ALL.stream().map(RuleSet::id).toList();
    }
}
