package muster.rules.common;

import java.util.List;
import muster.rules.Rule;
import muster.rules.RuleSet;

/** The checks that run for every scenario whatever its rule set. */
public final class CommonRules {

    private CommonRules() {
    }

    public static List<Rule> forRuleSet(RuleSet ruleSet) {
        return List.of(
                new SlugIds(),
                new UniqueIds(),
                new ReferencesResolve(),
                new InsideTable(),
                new ValidGeometry(),
                new KnownWords(ruleSet.vocabulary()),
                new KindsWithoutRules(ruleSet.vocabulary()),
                new ShapeFitsKind(),
                new TableAndTurns(),
                new SidesHaveTroops(),
                new InsideDeployZone(),
                new FacingInRange(),
                new PositiveCounts(),
                new HillLevels(),
                new KnownOptions(ruleSet.vocabulary()));
    }
}
