package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** SAW-002: every brigade starts the game with a standing order. */
final class StandingOrders extends BaseRule {

    StandingOrders() {
        super("SAW-002", Severity.ERROR, "every formation (brigade) has a standing order",
                "the text: each brigade must be given a standing order at the start of the game");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                if (f.orders().isEmpty() && !f.spans().leftOut("orders")) {
                    report.at(f.spans().self(), "the brigade '" + f.id() + "' has no standing order",
                            "add 'orders: { type: attack, objective: <terrain id> }' (attack, defend, withdraw or counter-march)");
                }
            }
        }
    }
}
