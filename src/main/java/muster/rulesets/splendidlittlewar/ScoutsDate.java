package muster.rulesets.splendidlittlewar;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SLW-010: Philippine Scouts were first raised in 1899, so a scenario dated earlier cannot have them. */
final class ScoutsDate extends BaseRule {

    /** Batson's Macabebe Scouts, the first of them, were raised in 1899. */
    static final int FIRST_YEAR = 1899;

    ScoutsDate() {
        super("SLW-010", Severity.WARNING, "Philippine Scouts appear only in scenarios dated " + FIRST_YEAR + " or later");
    }

    @Override
    public void check(Scenario s, Report report) {
        if (s.date().isEmpty() || s.date().get().getYear() >= FIRST_YEAR) {
            return;
        }
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (u.hasTag(Units.SCOUTS)) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' is tagged philippine-scouts in a scenario of " + s.date().get()
                                    + "; the first scouts were raised in " + FIRST_YEAR,
                            "check the date, or remove the tag");
                }
            }
        }
    }
}
