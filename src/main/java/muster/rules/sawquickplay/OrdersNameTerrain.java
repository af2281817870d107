package muster.rules.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** SAW-004: orders are given in relation to a terrain feature of the battlefield. */
final class OrdersNameTerrain extends BaseRule {

    OrdersNameTerrain() {
        super("SAW-004", Severity.ERROR, "every order names the terrain feature it is about ('objective')");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                f.orders().filter(o -> o.objective().isEmpty()).ifPresent(o -> report.at(o.spans().self(),
                        "the order of '" + f.id() + "' names no terrain feature",
                        "add 'objective: <terrain id>': the hill to take, the line to hold, the place to fall back to"));
            }
        }
    }
}
