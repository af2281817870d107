package muster.rules.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Orders;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** HAT-012: an order that waits starts on a turn of the game. */
final class OrderStartTurn extends BaseRule {

    OrderStartTurn() {
        super("HAT-012", Severity.ERROR, "an order's 'fromTurn' is a turn of the game (1 to 'turns')");
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
                    report.at(o.spans().of("fromTurn"), "the orders of '" + f.id() + "' start on turn " + turn
                            + ", but the game has turns 1 to " + s.turns(), "give a turn the game reaches, or leave 'fromTurn' out");
                }
            }
        }
    }
}
