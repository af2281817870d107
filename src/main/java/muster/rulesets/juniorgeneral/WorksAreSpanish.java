package muster.rulesets.juniorgeneral;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.source.Severity;

/** JRG-010: the wire Americans must cut and the blockhouse that shields its garrison are Spanish works. */
final class WorksAreSpanish extends BaseRule {

    WorksAreSpanish() {
        super("JRG-010", Severity.WARNING, "barbed wire and blockhouses name a Spanish side with 'side:' (Americans cut the wire; "
                + "the blockhouse shields Spanish figures)");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (!t.kind().equals("barbed-wire") && !t.kind().equals(Blockhouse.KIND)) {
                continue;
            }
            String what = t.kind().equals("barbed-wire") ? "wire" : "blockhouse";
            if (t.side().isEmpty()) {
                report.at(t.spans().self(), "the " + what + " '" + t.id() + "' does not say which side holds it",
                        "add 'side: <the Spanish side's id>'");
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
