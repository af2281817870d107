package muster.rulesets.sawquickplay;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/**
 * SAW-015: barbed wire has an owner, whose troops know the paths through it. Written with
 * {@code side:} or read from where it lies (muster.rules.ScenarioReading); when neither tells, the
 * pack says both sides cross it as enemy wire.
 */
final class WireHasOwner extends BaseRule {

    WireHasOwner() {
        super("SAW-015", Severity.NOTE, "barbed wire that no side owns (by 'side:', its deployment zone, or the one side that "
                + "defends it) is enemy wire to both: a whole turn to cross",
                "the text's wire costs its own side 1\" and the enemy a whole turn; wire nobody owns is enemy wire to both, and the pack says so");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (t.kind().equals("barbed-wire") && t.side().isEmpty()) {
                report.note(t.spans().self(), Optional.empty(), t.displayName() + " (barbed wire) is no side's work: both sides "
                        + "cross it as enemy wire, a whole turn.");
            }
        }
    }
}
