package muster.rules.orders;

import java.util.List;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Orders;
import muster.scenario.Scenario;
import muster.source.DidYouMean;

/** An order's type, when it has one, is one of the rule set's order words. */
public final class OrderTypes extends OrderCheck {

    private final List<String> types;

    /** {@code notOne} ends the message "'charge' is not ...", e.g. "an order of this rule set". */
    public OrderTypes(String id, String summary, List<String> types, String notOne, String hint, String reason) {
        super(id, summary, notOne, hint, reason);
        this.types = List.copyOf(types);
    }

    @Override
    void check(Scenario s, Formation f, Orders o, Report report) {
        if (!o.type().isEmpty() && !types.contains(o.type())) {
            String dym = DidYouMean.phrase(o.type(), types);
            report.at(o.spans().of("type"), "'" + o.type() + "' is not " + message + (dym.isEmpty() ? "" : "; " + dym), hint);
        }
    }
}
