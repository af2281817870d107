package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-005: a machine gun has 2 crew figures and a gun 4; 'count' for them is the crew. */
final class GunCrews extends BaseRule {

    GunCrews() {
        super("MXR-005", Severity.WARNING, "a machine gun starts with 2 crew and a gun with 4 ('count' is the crew; leave it out for a full crew)",
                "the text gives a machine gun 2 crew and a gun 4 as their unit size; draftees may change that in play, not at the start");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                UnitType type = UnitType.of(u.type()).filter(UnitType::isGun).orElse(null);
                if (type == null) {
                    continue;
                }
                u.count().filter(c -> c != type.crew()).ifPresent(c -> report.at(u.spans().of("count"),
                        "'" + u.id() + "' has " + c + " crew; a " + type.word() + " model has " + type.crew(),
                        "leave 'count' out for the full crew of " + type.crew() + "; one unit is one gun model"));
            }
        }
    }
}
