package muster.rulesets.splendidlittlewar;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SLW-005: the rules have no mounted troops, so cavalry fights dismounted (interpretation CAVALRY). */
final class CavalryDismounted extends BaseRule {

    CavalryDismounted() {
        super("SLW-005", Severity.ERROR, "cavalry is tagged 'dismounted' and fights as infantry; the rules have no mounted troops");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (u.type().equals("cavalry") && !u.hasTag(Units.DISMOUNTED)) {
                    report.at(u.hasTag("mounted") ? u.spans().of("tags") : u.spans().of("type"),
                            "the cavalry unit '" + u.id() + "' is not dismounted; splendid-little-war has no rules for mounted troops",
                            "add 'tags: [dismounted]' (it then fights as infantry), or make it infantry");
                }
            }
        }
    }
}
