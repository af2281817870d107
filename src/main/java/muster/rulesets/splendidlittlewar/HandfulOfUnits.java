package muster.rulesets.splendidlittlewar;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** SLW-002: a brigade is a handful of units, read as 2 to 6 (interpretation HANDFUL). */
final class HandfulOfUnits extends BaseRule {

    HandfulOfUnits() {
        super("SLW-002", Severity.WARNING, "a brigade has a handful of units (" + Organisation.HANDFUL_MIN + " to "
                + Organisation.HANDFUL_MAX + ")",
                "the text: each brigade should have a handful of units");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                int n = f.units().size();
                if (n == 0) {
                    continue;
                }
                if (n < Organisation.HANDFUL_MIN || n > Organisation.HANDFUL_MAX) {
                    report.at(f.spans().of("units"), "the brigade '" + f.id() + "' has " + n + (n == 1 ? " unit" : " units")
                                    + ", not a handful (" + Organisation.HANDFUL_MIN + " to " + Organisation.HANDFUL_MAX + ")",
                            n < Organisation.HANDFUL_MIN ? "join it to another brigade, or give it a second unit"
                                    : "split it into two brigades, each with its own activation card");
                }
            }
        }
    }
}
