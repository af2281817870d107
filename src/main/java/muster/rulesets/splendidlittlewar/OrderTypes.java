package muster.rulesets.splendidlittlewar;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.DidYouMean;
import muster.source.Severity;

/** SLW-012: a brigade's task, printed for the players, is one of the format's order words. */
final class OrderTypes extends BaseRule {

    static final List<String> TYPES = List.of("attack", "defend", "withdraw", "counter-march");

    OrderTypes() {
        super("SLW-012", Severity.ERROR, "a brigade's 'orders' type is " + String.join(", ", TYPES)
                + " (a task printed for the players; the rules have no orders)",
                "the design notes' order words: the task is printed for the players, as the text has no orders");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                f.orders().filter(o -> !o.type().isEmpty() && !TYPES.contains(o.type())).ifPresent(o -> {
                    String dym = DidYouMean.phrase(o.type(), TYPES);
                    report.at(o.spans().of("type"), "'" + o.type() + "' is not an order type" + (dym.isEmpty() ? "" : "; " + dym),
                            "write " + String.join(", ", TYPES));
                });
            }
        }
    }
}
