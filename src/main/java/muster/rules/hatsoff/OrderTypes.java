package muster.rules.hatsoff;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.DidYouMean;
import muster.source.Severity;

/** HAT-011: orders from above are to attack, defend or withdraw. */
final class OrderTypes extends BaseRule {

    static final List<String> TYPES = List.of("attack", "defend", "withdraw");

    OrderTypes() {
        super("HAT-011", Severity.ERROR, "an order from above is attack, defend or withdraw");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                f.orders().filter(o -> !o.type().isEmpty() && !TYPES.contains(o.type())).ifPresent(o -> {
                    String dym = DidYouMean.phrase(o.type(), TYPES);
                    report.at(o.spans().of("type"), "'" + o.type() + "' is not a hatsoff order" + (dym.isEmpty() ? "" : "; " + dym),
                            "orders from above: attack, defend, withdraw; the roster takes any order a unit can carry out");
                });
            }
        }
    }
}
