package muster.rules.orders;

import java.util.Locale;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Orders;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** An order that waits ({@code fromTurn}) starts on a turn of the game. */
public final class OrderStartTurn extends BaseRule {

    private final String message;
    private final String hint;

    /** {@code message} is a format of the formation's id, the order's turn and the game's last turn. */
    public OrderStartTurn(String id, String summary, String message, String hint) {
        super(id, Severity.ERROR, summary);
        this.message = message;
        this.hint = hint;
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                if (f.orders().isEmpty() || f.orders().get().fromTurn().isEmpty()) {
                    continue;
                }
                Orders o = f.orders().get();
                int turn = o.fromTurn().get();
                if (turn < 1 || (s.turns() > 0 && turn > s.turns())) {
                    report.at(o.spans().of("fromTurn"), String.format(Locale.ROOT, message, f.id(), turn, s.turns()), hint);
                }
            }
        }
    }
}
