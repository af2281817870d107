package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/**
 * MXR-001: every army should field at least one general figure, since only generals change
 * orders: its {@code hq:} or a unit of {@code type: general}. A warning, as the text says "should".
 */
final class GeneralPerSide extends BaseRule {

    GeneralPerSide() {
        super("MXR-001", Severity.WARNING, "every side should field at least one general: its 'hq:' or a unit of 'type: general'",
                "the text: each army should have at least one general figure, and only generals change orders");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            if (!side.formations().isEmpty() && side.hq().isEmpty() && !side.spans().leftOut("hq") && side.units().stream().noneMatch(u -> u.type().equals("general"))) {
                report.at(side.spans().self(), "the side '" + side.id() + "' has no general, so none of its orders can change",
                        "add 'hq: { name: ..., at: [x, y] }' (or a unit with 'type: general'): only generals change orders");
            }
        }
    }
}
