package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SAW-013: contra-guerilla companies were Spanish. */
final class ContraGuerillasAreSpanish extends BaseRule {

    ContraGuerillasAreSpanish() {
        super("SAW-013", Severity.WARNING, "the contra-guerilla tag belongs to Spanish units",
                "the text's contra-guerilla companies are Spanish; on another army's unit the tag says something the text does not");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            if (side.nation().equals("spain")) {
                continue;
            }
            for (Unit u : side.units()) {
                if (u.hasTag("contra-guerilla")) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' of " + side.nation() + " is tagged contra-guerilla",
                            "contra-guerilla companies were Spanish; use 'guerilla' for other irregulars");
                }
            }
        }
    }
}
