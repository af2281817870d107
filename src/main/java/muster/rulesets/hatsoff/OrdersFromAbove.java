package muster.rulesets.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/**
 * HAT-010: troops follow the orders from above until new ones come, so every formation starts
 * with an order that names its objective; players write each unit's orders from it.
 */
final class OrdersFromAbove extends BaseRule {

    OrdersFromAbove() {
        super("HAT-010", Severity.WARNING, "every formation starts with orders from above that name an objective; the roster's "
                + "turn-by-turn orders follow from them",
                "the text's troops follow the orders from above until new ones come; without them the roster's first order is blank");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                if (f.orders().isEmpty() && f.spans().leftOut("orders")) {
                    continue;
                }
                if (f.orders().isEmpty()) {
                    report.at(f.spans().self(), "the formation '" + f.id() + "' has no orders from above",
                            "add 'orders: { type: attack, objective: <terrain id> }' (attack, defend or withdraw)");
                } else if (f.orders().get().objective().isEmpty() && !f.orders().get().spans().leftOut("objective")) {
                    report.at(f.orders().get().spans().self(), "the orders of '" + f.id() + "' name no objective",
                            "add 'objective: <terrain id>': the place to take, hold or fall back to");
                }
            }
        }
    }
}
