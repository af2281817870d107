package muster.rules.orders;

import java.util.Locale;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Orders;
import muster.scenario.Scenario;

/** Every order names the terrain feature it is about ({@code objective}). */
public final class OrdersNameTerrain extends OrderCheck {

    /** {@code message} is a format of the formation's id. */
    public OrdersNameTerrain(String id, String summary, String message, String hint, String reason) {
        super(id, summary, message, hint, reason);
    }

    @Override
    void check(Scenario s, Formation f, Orders o, Report report) {
        if (o.objective().isEmpty() && !o.spans().leftOut("objective")) {
            report.at(o.spans().self(), String.format(Locale.ROOT, message, f.id()), hint);
        }
    }
}
