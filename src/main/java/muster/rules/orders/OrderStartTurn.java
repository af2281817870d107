package muster.rules.orders;

import java.util.Locale;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Orders;
import muster.scenario.Scenario;

/** An order that waits ({@code fromTurn}) starts on a turn of the game. */
public final class OrderStartTurn extends OrderCheck {

    /** {@code message} is a format of the formation's id, the order's turn and the game's last turn. */
    public OrderStartTurn(String id, String summary, String message, String hint, String reason) {
        super(id, summary, message, hint, reason);
    }

    @Override
    void check(Scenario s, Formation f, Orders o, Report report) {
        o.fromTurn().filter(turn -> turn < 1 || (s.turns() > 0 && turn > s.turns())).ifPresent(turn ->
                report.at(o.spans().of("fromTurn"), String.format(Locale.ROOT, message, f.id(), turn, s.turns()), hint));
    }
}
