package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/** SAW-015: barbed wire names its army: its own troops know the paths through it. */
final class WireHasOwner extends BaseRule {

    WireHasOwner() {
        super("SAW-015", Severity.WARNING, "barbed wire names the side that laid it (its own troops lose 1\", the enemy a whole turn)");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (t.kind().equals("barbed-wire") && t.side().isEmpty()) {
                report.at(t.spans().self(), "the wire '" + t.id() + "' does not say which side laid it",
                        "add 'side: <side id>': that side crosses it for 1\", the enemy needs a whole turn");
            }
        }
    }
}
