package muster.rules.common;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** A battle has two or more sides, each with formations that have units. */
public final class SidesHaveTroops extends BaseRule {

    public SidesHaveTroops() {
        super("COM-009", Severity.ERROR, "there are at least two sides; every side has a formation and every formation a unit",
                "a battle needs two sides, each with troops to play");
    }

    @Override
    public void check(Scenario s, Report report) {
        if (s.spans().has("sides") && s.sides().size() < 2) {
            report.at(s.spans().of("sides"), "a scenario needs at least two sides, found " + s.sides().size(),
                    "add the opposing army under 'sides:'");
        }
        for (Side side : s.sides()) {
            if (side.spans().has("formations") && side.formations().isEmpty()) {
                report.at(side.spans().of("formations"), "the side '" + side.id() + "' has no formations", "add a formation with its units");
            }
            for (Formation f : side.formations()) {
                if (f.spans().has("units") && f.units().isEmpty()) {
                    report.at(f.spans().of("units"), "the formation '" + f.id() + "' has no units", "add its units or remove it");
                }
            }
        }
    }
}
