package muster.rulesets.mexicanrevolution;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.source.Severity;

/**
 * MXR-019: only Carrancistas use barbed wire, and only from 1915 (read as 1 January 1915, see
 * house reading "Barbed wire date"). The wire names its side, and the scenario its date.
 */
final class WireForCarrancistas extends BaseRule {

    WireForCarrancistas() {
        super("MXR-019", Severity.ERROR, "barbed wire names its 'side', that side's nation is carrancista, and the scenario is dated "
                + "1915 or later",
                "the text: after 1915 the Carrancistas are allowed barbed wire, and no one else");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (!t.kind().equals("barbed-wire")) {
                continue;
            }
            if (t.side().isEmpty() && t.spans().leftOut("side")) {
                continue;
            }
            if (t.side().isEmpty()) {
                report.at(t.spans().self(), "the wire '" + t.id() + "' does not say which side laid it",
                        "add 'side: <id>' of a carrancista side: only Carrancistas use barbed wire");
                continue;
            }
            Optional<Side> side = s.side(t.side().get());
            if (side.isEmpty()) {
                continue;
            }
            String nation = side.get().nation();
            if (!Period.WIRE_NATION.equals(nation)) {
                report.at(t.spans().of("side"), "the wire '" + t.id() + "' belongs to '" + side.get().id() + "' (" + nation
                        + "), but only Carrancistas use barbed wire", "remove the wire, or give it to a carrancista side");
            }
            if (s.date().isEmpty() && s.spans().leftOut("date")) {
                continue;
            }
            if (s.date().isEmpty()) {
                report.at(t.spans().of("kind"), "the scenario has no date, so muster cannot tell whether wire is allowed yet",
                        "add 'date: YYYY-MM-DD' at the top: Carrancista wire is allowed from 1915");
            } else if (s.date().get().isBefore(Period.WIRE_FROM)) {
                report.at(t.spans().of("kind"), "barbed wire in " + s.date().get().getYear() + "; Carrancistas use it only from 1915",
                        "remove the wire, or date the scenario 1915 or later");
            }
        }
    }
}
