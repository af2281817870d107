package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/**
 * SAW-015: barbed wire has an owner, whose troops know the paths through it. Written with
 * {@code side:} or read from where it lies (muster.rules.ScenarioReading); a warning only when
 * neither tells.
 */
final class WireHasOwner extends BaseRule {

    WireHasOwner() {
        super("SAW-015", Severity.HINT, "barbed wire belongs to a side (its own troops lose 1\", the enemy a whole turn): "
                + "named with 'side:' or lying in one side's deployment zone, defended by one side's orders or troops",
                "the text gives wire to a side (its own troops lose 1\", the enemy a whole turn) but lets the scenario lay it");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (t.kind().equals("barbed-wire") && t.side().isEmpty()) {
                report.at(t.spans().self(), "the wire '" + t.id() + "' has no owner, so both sides cross it as enemy wire (a whole "
                                + "turn): it lies in no single side's deployment zone, and no single side defends it",
                        "if one side laid it, add 'side: <side id>': that side crosses it for 1\"");
            }
        }
    }
}
