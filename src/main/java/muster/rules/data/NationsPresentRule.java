package muster.rules.data;

import java.util.Optional;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.RuleSetFile;

/** nations-present: a side of each nation named takes part; said once every side names its nation. */
final class NationsPresentRule extends DataRule {

    private final CheckKind.NationsPresent kind;

    NationsPresentRule(Check check, CheckKind.NationsPresent kind, RuleSetFile file) {
        super(check, file);
        this.kind = kind;
    }

    @Override
    public void check(Scenario s, Report report) {
        if (s.sides().isEmpty() || s.sides().stream().anyMatch(side -> side.nation().isEmpty())) {
            return;
        }
        for (String nation : kind.nations()) {
            if (s.sides().stream().map(Side::nation).noneMatch(nation::equals)) {
                found(report, s.spans().of("sides"), Optional.empty(), Fill.of("nation", nation));
            }
        }
    }
}
