package muster.rulesets.splendidlittlewar;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * SLW-009: the tags that cross rough ground at full speed belong to their armies: Moro warriors
 * on the Filipino side, Philippine Scouts on the US side. On a machine gun or gun the tag says who
 * they are and changes nothing: only infantry crosses rough ground at full speed.
 */
final class RoughGoingTags extends BaseRule {

    RoughGoingTags() {
        super("SLW-009", Severity.WARNING, "'moro' marks Filipino troops and 'philippine-scouts' US troops (only their infantry "
                + "crosses rough ground at full speed)",
                "the text exempts Moro warriors and Philippine Scouts by name; on another army's troops the tag says something the text does not");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean moro = u.hasTag(Units.MORO);
                boolean scouts = u.hasTag(Units.SCOUTS);
                if (!moro && !scouts) {
                    continue;
                }
                if (moro && !side.nation().equals("philippines")) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' is tagged moro but fights for " + side.nation(),
                            "Moro warriors belong to a side of nation philippines");
                } else if (scouts && !side.nation().equals("us")) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' is tagged philippine-scouts but fights for " + side.nation(),
                            "the Philippine Scouts were Filipino soldiers of the US Army: put them on a side of nation us");
                }
            }
        }
    }
}
