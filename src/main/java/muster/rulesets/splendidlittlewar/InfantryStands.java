package muster.rulesets.splendidlittlewar;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.source.Severity;

/** SLW-003: an infantry unit (dismounted cavalry included) should have 4 to 6 stands. */
final class InfantryStands extends BaseRule {

    InfantryStands() {
        super("SLW-003", Severity.WARNING, "infantry and dismounted cavalry units should have " + UnitClass.INFANTRY.minStands()
                + " to " + UnitClass.INFANTRY.maxStands() + " stands",
                "the text sizes an infantry unit at four to six stands");
    }

    @Override
    public void check(Scenario s, Report report) {
        UnitClass inf = UnitClass.INFANTRY;
        for (Unit u : Units.infantry(s)) {
            u.count().filter(n -> n < inf.minStands() || n > inf.maxStands()).ifPresent(n -> report.at(u.spans().of("count"),
                    "'" + u.id() + "' has " + n + (n == 1 ? " stand" : " stands") + "; an infantry unit should have "
                            + inf.minStands() + " to " + inf.maxStands(),
                    n > inf.maxStands() ? "split it into two units" : "join it to another unit, or add stands"));
        }
    }
}
