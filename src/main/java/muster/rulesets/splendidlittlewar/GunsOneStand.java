package muster.rulesets.splendidlittlewar;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SLW-004: a machine-gun or artillery unit is one stand (one weapon and two crew). */
final class GunsOneStand extends BaseRule {

    GunsOneStand() {
        super("SLW-004", Severity.WARNING, "machine-gun and artillery units should be 1 stand ('count' left out or 1)",
                "the text: a machine-gun or artillery unit should have 1 stand");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean gun = Units.unitClass(u).map(UnitClass::isGun).orElse(false);
                if (gun && u.count().isPresent() && u.count().get() != 1) {
                    String what = Units.unitClass(u).get() == UnitClass.ARTILLERY ? "an artillery" : "a machine-gun";
                    report.at(u.spans().of("count"), "'" + u.id() + "' has " + u.count().get() + " stands; " + what + " unit is 1 stand",
                            "make each gun or machine gun a unit of its own (1 stand: the weapon and 2 crew)");
                }
            }
        }
    }
}
