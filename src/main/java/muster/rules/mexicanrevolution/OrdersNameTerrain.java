package muster.rules.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** MXR-011: orders point at the ground (a terrain feature), never at friendly or enemy units. */
final class OrdersNameTerrain extends BaseRule {

    OrdersNameTerrain() {
        super("MXR-011", Severity.ERROR, "every order names its 'objective', a terrain feature: orders refer to the ground, not to units");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                f.orders().filter(o -> o.objective().isEmpty()).ifPresent(o -> report.at(o.spans().self(),
                        "the order of '" + f.id() + "' names no place", "add 'objective: <terrain id>': the hill, town or line the units "
                                + "must take, hold or reach"));
            }
        }
    }
}
