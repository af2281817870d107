package muster.rulesets.juniorgeneral;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.source.Severity;

/**
 * JRG-010: the wire Americans must cut and the blockhouse that shields its garrison are Spanish
 * works. One that names no side is Spain's by the rules; one that names another side is a mistake.
 */
final class WorksAreSpanish extends BaseRule {

    WorksAreSpanish() {
        super("JRG-010", Severity.WARNING, "barbed wire and blockhouses are Spain's (Americans cut the wire; the blockhouse "
                + "shields Spanish figures): a 'side:' on one names a Spanish side",
                "the text halts Americans at the wire and shields Spanish figures in the blockhouse: both are Spain's alone");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (!t.kind().equals("barbed-wire") && !t.kind().equals(Blockhouse.KIND)) {
                continue;
            }
            String what = t.kind().equals("barbed-wire") ? "wire" : "blockhouse";
            if (t.side().isEmpty() || !t.spans().has("side")) {
                continue;
            }
            Optional<Side> owner = s.side(t.side().get());
            if (owner.isPresent() && !owner.get().nation().equals(Figures.SPAIN)) {
                report.at(t.spans().of("side"), "the " + what + " '" + t.id() + "' belongs to '" + owner.get().id() + "' ("
                                + owner.get().nation() + "), but the rules give " + (what.equals("wire") ? "wire" : "the blockhouse")
                                + " to Spain only",
                        what.equals("wire") ? "only Americans halt at and cut wire: make it Spanish wire"
                                : "only Spanish figures are safe in the blockhouse: make it Spanish");
            }
        }
    }
}
