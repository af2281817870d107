package muster.rules.data;

import java.util.Optional;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Target;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.RuleSetFile;

/** targets-given: the scenario gives pre-spotted targets; said once, at the first of them. */
final class TargetsGivenRule extends DataRule {

    TargetsGivenRule(Check check, RuleSetFile file) {
        super(check, file);
    }

    @Override
    public void check(Scenario s, Report report) {
        if (!s.targets().isEmpty()) {
            Target first = s.targets().get(0);
            found(report, first.spans().self(), Optional.empty(), Fill.of("side", first.side(), "feature", first.feature()
                    .or(first::label).orElse("")));
        }
    }
}
