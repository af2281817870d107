package muster.rules.common;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.Rule;
import muster.rules.RuleSet;

/** The checks that run for every scenario whatever its rule set. */
public final class CommonRules {

    private CommonRules() {
    }

    public static List<Rule> forRuleSet(RuleSet ruleSet) {
        return all(Optional.of(ruleSet));
    }

    /** The common checks that need no rule set's words: what runs when the scenario names none muster knows. */
    public static List<Rule> withoutRuleSet() {
        return all(Optional.empty());
    }

    private static List<Rule> all(Optional<RuleSet> ruleSet) {
        List<Rule> out = new ArrayList<>(List.of(new SlugIds(), new UniqueIds(), new ReferencesResolve(), new InsideTable(),
                new ValidGeometry()));
        ruleSet.ifPresent(r -> out.addAll(List.of(new KnownWords(r.vocabulary()), new KindsWithoutRules(r.vocabulary()))));
        out.addAll(List.of(new ShapeFitsKind(), new TableAndTurns(), new SidesHaveTroops(), new InsideDeployZone(), new FacingInRange(),
                new PositiveCounts(), new HillLevels()));
        ruleSet.ifPresent(r -> out.addAll(List.of(new KnownOptions(r.vocabulary()), new Footprints(r))));
        out.add(new SharedSecrets());
        return List.copyOf(out);
    }
}
