package muster.rules.orders;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Orders;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** A check of each formation's standing orders, an error with the rule set's own id, summary, message text and hint. */
abstract class OrderCheck extends BaseRule {

    protected final String message;
    protected final String hint;

    OrderCheck(String id, String summary, String message, String hint, String reason) {
        super(id, Severity.ERROR, summary, reason);
        this.message = message;
        this.hint = hint;
    }

    @Override
    public final void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                f.orders().ifPresent(o -> check(s, f, o, report));
            }
        }
    }

    abstract void check(Scenario s, Formation f, Orders o, Report report);
}
