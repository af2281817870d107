package muster.rules.data;

import java.util.Optional;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.RuleSetFile;

/** feature-required: when sides of all the nations take part, a feature of one of the kinds is on the table. */
final class FeatureRequiredRule extends DataRule {

    private final CheckKind.FeatureRequired kind;

    FeatureRequiredRule(Check check, CheckKind.FeatureRequired kind, RuleSetFile file) {
        super(check, file);
        this.kind = kind;
    }

    @Override
    public void check(Scenario s, Report report) {
        boolean all = kind.nations().stream().allMatch(n -> s.sides().stream().anyMatch(side -> side.nation().equals(n)));
        boolean present = s.terrain().stream().anyMatch(t -> kind.kinds().contains(t.kind()));
        if (all && !present) {
            found(report, s.spans().has("terrain") ? s.spans().of("terrain") : s.spans().self(), Optional.empty(),
                    Fill.of("kind", String.join(" or ", kind.kinds())));
        }
    }
}
