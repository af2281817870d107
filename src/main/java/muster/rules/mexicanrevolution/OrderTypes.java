package muster.rules.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.DidYouMean;
import muster.source.Severity;

/** MXR-010: an order is a plain statement of where to go or what to hold: attack, defend, withdraw, counter-march. */
final class OrderTypes extends BaseRule {

    OrderTypes() {
        super("MXR-010", Severity.ERROR, "an order's type is attack, defend, withdraw or counter-march");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                f.orders().filter(o -> !o.type().isEmpty() && !Command.ORDER_TYPES.contains(o.type())).ifPresent(o -> {
                    String dym = DidYouMean.phrase(o.type(), Command.ORDER_TYPES);
                    report.at(o.spans().of("type"), "'" + o.type() + "' is not an order of mexican-revolution" + (dym.isEmpty() ? "" : "; " + dym),
                            "orders are unconditional: " + String.join(", ", Command.ORDER_TYPES));
                });
            }
        }
    }
}
