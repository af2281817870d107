package muster.rulesets.splendidlittlewar;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SLW-003: an infantry unit (dismounted cavalry included) has 4 to 6 stands. */
final class InfantryStands extends BaseRule {

    InfantryStands() {
        super("SLW-003", Severity.ERROR, "infantry and dismounted cavalry units give 'count' of " + UnitClass.INFANTRY.minStands()
                + " to " + UnitClass.INFANTRY.maxStands() + " stands");
    }

    @Override
    public void check(Scenario s, Report report) {
        UnitClass inf = UnitClass.INFANTRY;
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (Units.unitClass(u).filter(c -> c == inf).isEmpty()) {
                    continue;
                }
                if (u.count().isEmpty()) {
                    report.at(u.spans().self(), "the " + u.type() + " unit '" + u.id() + "' does not say how many stands it has",
                            "add 'count: N' with N from " + inf.minStands() + " to " + inf.maxStands());
                } else {
                    int n = u.count().get();
                    if (n < inf.minStands() || n > inf.maxStands()) {
                        report.at(u.spans().of("count"), "'" + u.id() + "' has " + n + (n == 1 ? " stand" : " stands")
                                        + "; an infantry unit has " + inf.minStands() + " to " + inf.maxStands(),
                                n > inf.maxStands() ? "split it into two units" : "join it to another unit, or add stands");
                    }
                }
            }
        }
    }
}
