package muster.rulesets.mexicanrevolution;

import java.util.List;
import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Names;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-018: explosives wreck trains on a railway; with no railway on the table they can do nothing. */
final class ExplosivesNeedTracks extends BaseRule {

    ExplosivesNeedTracks() {
        super("MXR-018", Severity.NOTE, "explosives with no railway on the table have no track to be planted on",
                "the text's explosives are planted on the tracks: with no railway they do nothing, and the pack says so");
    }

    @Override
    public void check(Scenario s, Report report) {
        boolean railway = s.terrain().stream().anyMatch(t -> t.kind().equals("railway"));
        if (railway) {
            return;
        }
        for (Side side : s.sides()) {
            List<Unit> carriers = side.units().stream().filter(u -> u.hasTag(Units.EXPLOSIVES)).toList();
            if (!carriers.isEmpty()) {
                report.note(carriers.get(0).spans().of("tags"), Optional.of(side.id()), "There is no railway: the explosives of "
                        + Names.list(carriers.stream().map(Unit::displayName).toList())
                        + " have no track to be planted on.");
            }
        }
    }
}
