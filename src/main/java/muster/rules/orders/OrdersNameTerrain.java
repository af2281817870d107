package muster.rules.orders;

import java.util.Locale;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** Every order names the terrain feature it is about ({@code objective}). */
public final class OrdersNameTerrain extends BaseRule {

    private final String message;
    private final String hint;

    /** {@code message} is a format of the formation's id. */
    public OrdersNameTerrain(String id, String summary, String message, String hint) {
        super(id, Severity.ERROR, summary);
        this.message = message;
        this.hint = hint;
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                f.orders().filter(o -> o.objective().isEmpty())
                        .ifPresent(o -> report.at(o.spans().self(), String.format(Locale.ROOT, message, f.id()), hint));
            }
        }
    }
}
