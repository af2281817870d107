package muster.rulesets.splendidlittlewar;

import java.util.List;
import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Names;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SLW-005: the rules have no mounted troops, so cavalry fights dismounted (interpretation CAVALRY); the pack says so. */
final class CavalryDismounted extends BaseRule {

    CavalryDismounted() {
        super("SLW-005", Severity.NOTE, "cavalry fights on foot as infantry, tagged 'dismounted' or not: the rules have no mounted troops",
                "the text has infantry, machine guns and artillery and no mounted troops: cavalry fights on foot as infantry, and the pack says so");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            List<Unit> riders = side.units().stream().filter(u -> u.type().equals("cavalry") && !u.hasTag(Units.DISMOUNTED)).toList();
            if (!riders.isEmpty()) {
                report.note(riders.get(0).spans().of("type"), Optional.of(side.id()), "The rules have no mounted troops: "
                        + Names.list(riders.stream().map(Unit::displayName).toList())
                        + (riders.size() == 1 ? " fights" : " fight") + " on foot, as infantry.");
            }
        }
    }
}
