package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-018: explosives wreck trains on a railway; with no railway on the table they can do nothing. */
final class ExplosivesNeedTracks extends BaseRule {

    ExplosivesNeedTracks() {
        super("MXR-018", Severity.WARNING, "units with 'explosives' need a railway on the table to plant them on");
    }

    @Override
    public void check(Scenario s, Report report) {
        boolean railway = s.terrain().stream().anyMatch(t -> t.kind().equals("railway"));
        if (railway) {
            return;
        }
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (u.hasTag(Units.EXPLOSIVES)) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' carries explosives but the table has no railway",
                            "add the 'kind: railway' line they are meant for, or remove the tag");
                }
            }
        }
    }
}
