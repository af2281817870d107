package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** MXR-009: every unit starts the game with an order; a formation carries it for its units. */
final class StandingOrders extends BaseRule {

    StandingOrders() {
        super("MXR-009", Severity.ERROR, "every formation with units other than generals has 'orders' at the start of the game",
                "the text issues orders to each unit at the start, and no figure may move except by them");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                boolean bound = f.units().stream().anyMatch(u -> !u.type().equals("general"));
                if (bound && f.orders().isEmpty() && !f.spans().leftOut("orders")) {
                    report.at(f.spans().self(), "the formation '" + f.id() + "' has no orders; no figure may move except as ordered",
                            "add 'orders: { type: attack, objective: <terrain id> }' (or defend, withdraw, counter-march)");
                }
            }
        }
    }
}
