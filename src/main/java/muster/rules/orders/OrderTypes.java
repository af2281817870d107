package muster.rules.orders;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.DidYouMean;
import muster.source.Severity;

/** An order's type, when it has one, is one of the rule set's order words. */
public final class OrderTypes extends BaseRule {

    private final List<String> types;
    private final String notOne;
    private final String hint;

    /** {@code notOne} ends the message "'charge' is not ...", e.g. "an order of this rule set". */
    public OrderTypes(String id, String summary, List<String> types, String notOne, String hint) {
        super(id, Severity.ERROR, summary);
        this.types = List.copyOf(types);
        this.notOne = notOne;
        this.hint = hint;
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                f.orders().filter(o -> !o.type().isEmpty() && !types.contains(o.type())).ifPresent(o -> {
                    String dym = DidYouMean.phrase(o.type(), types);
                    report.at(o.spans().of("type"), "'" + o.type() + "' is not " + notOne + (dym.isEmpty() ? "" : "; " + dym), hint);
                });
            }
        }
    }
}
