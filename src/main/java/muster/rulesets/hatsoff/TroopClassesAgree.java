package muster.rulesets.hatsoff;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** HAT-017: a unit fights with one morale, so it carries one troop class at most. */
final class TroopClassesAgree extends BaseRule {

    TroopClassesAgree() {
        super("HAT-017", Severity.ERROR, "a unit carries at most one troop-class tag",
                "the text gives each class its own morale: a unit of two classes has two morales at once");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                List<String> classes = Troops.classTags(u);
                if (classes.size() > 1) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' has " + classes.size() + " troop classes: "
                            + String.join(", ", classes), "keep the one whose morale it fights with");
                }
            }
        }
    }
}
