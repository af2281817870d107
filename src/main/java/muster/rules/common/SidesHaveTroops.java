package muster.rules.common;

import muster.rules.Report;
import muster.rules.Rule;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** A battle has two or more sides, each with formations that have units. */
public final class SidesHaveTroops implements Rule {

    @Override
    public String id() {
        return "COM-009";
    }

    @Override
    public Severity severity() {
        return Severity.ERROR;
    }

    @Override
    public String summary() {
        return "there are at least two sides; every side has a formation and every formation a unit";
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
