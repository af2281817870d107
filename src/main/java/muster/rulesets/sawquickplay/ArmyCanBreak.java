package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** SAW-017: an army of nothing but guerilla brigades has no break point at all. */
final class ArmyCanBreak extends BaseRule {

    ArmyCanBreak() {
        super("SAW-017", Severity.WARNING, "a side has at least one brigade that is not all guerillas, or it can never break");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            if (!side.formations().isEmpty() && Morale.army(side).brigades() == 0) {
                report.at(side.spans().self(), "every brigade of '" + side.id() + "' is guerillas, so the army can never break",
                        "say in the victory conditions how this side loses, or tag regular units 'regular'");
            }
        }
    }
}
