package muster.rulesets.splendidlittlewar;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.source.Severity;

/** SLW-015: an infantry unit (dismounted cavalry included) says how many stands it has. */
final class InfantryCounted extends BaseRule {

    InfantryCounted() {
        super("SLW-015", Severity.ERROR, "infantry and cavalry units give 'count', their stands",
                "the design notes let only guns and machine guns leave 'count' out; hits, charges and morale count stands");
    }

    @Override
    public void check(Scenario s, Report report) {
        UnitClass inf = UnitClass.INFANTRY;
        for (Unit u : Units.infantry(s)) {
            if (u.count().isEmpty() && !u.spans().leftOut("count")) {
                report.at(u.spans().self(), "the " + u.type() + " unit '" + u.id() + "' does not say how many stands it has",
                        "add 'count: N' with N from " + inf.minStands() + " to " + inf.maxStands());
            }
        }
    }
}
