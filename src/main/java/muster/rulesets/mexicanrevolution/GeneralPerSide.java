package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** MXR-001: every army fields at least one general figure; only generals change orders. */
final class GeneralPerSide extends BaseRule {

    GeneralPerSide() {
        super("MXR-001", Severity.ERROR, "every side fields at least one general (a unit of 'type: general')");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            if (!side.formations().isEmpty() && side.units().stream().noneMatch(u -> u.type().equals("general"))) {
                report.at(side.spans().self(), "the side '" + side.id() + "' has no general; every army needs at least one",
                        "add a unit with 'type: general' (one figure): only generals can change orders");
            }
        }
    }
}
