package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-017: explosives are planted on the tracks by infantry or cavalry figures, not by guns, trains or generals. */
final class ExplosivesCarriers extends BaseRule {

    ExplosivesCarriers() {
        super("MXR-017", Severity.ERROR, "only infantry and cavalry carry 'explosives' (they plant them on the tracks)",
                "the text's explosives are planted by figures on foot (a full move); guns, trains and generals do not plant");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean troops = UnitType.of(u.type()).map(UnitType::isTroops).orElse(true);
                if (u.hasTag(Units.EXPLOSIVES) && !troops) {
                    report.at(u.spans().of("tags"), "a " + u.type() + " cannot carry explosives",
                            "give the tag to an infantry or cavalry unit that will plant them");
                }
            }
        }
    }
}
