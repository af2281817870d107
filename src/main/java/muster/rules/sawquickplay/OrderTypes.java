package muster.rules.sawquickplay;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.DidYouMean;
import muster.source.Severity;

/** SAW-003: a standing order is attack, defend, withdraw or counter-march. */
final class OrderTypes extends BaseRule {

    static final List<String> TYPES = List.of("attack", "defend", "withdraw", "counter-march");

    OrderTypes() {
        super("SAW-003", Severity.ERROR, "an order's type is attack, defend, withdraw or counter-march");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                f.orders().filter(o -> !o.type().isEmpty() && !TYPES.contains(o.type())).ifPresent(o -> {
                    String dym = DidYouMean.phrase(o.type(), TYPES);
                    report.at(o.spans().of("type"), "'" + o.type() + "' is not a saw-quickplay order" + (dym.isEmpty() ? "" : "; " + dym),
                            "valid orders: attack, defend, withdraw, counter-march (no conditional orders)");
                });
            }
        }
    }
}
