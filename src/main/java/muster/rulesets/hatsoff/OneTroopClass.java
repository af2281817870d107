package muster.rulesets.hatsoff;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** HAT-003: morale is a percentage by troop class, so infantry and cavalry carry exactly one. */
final class OneTroopClass extends BaseRule {

    static final String CLASSES = "first-vol-cav (120%), regular (US 110%, Spanish 90%), national-guard (100%), militia (80%), "
            + "insurrecto (70%)";

    OneTroopClass() {
        super("HAT-003", Severity.ERROR, "infantry and cavalry carry exactly one troop-class tag (first-vol-cav, regular, "
                + "national-guard, militia, insurrecto); guns and machine guns at most one");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                List<String> classes = Troops.classTags(u);
                boolean troops = Troops.type(u).map(UnitType::isTroops).orElse(false);
                if (classes.size() > 1) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' has " + classes.size() + " troop classes: "
                            + String.join(", ", classes), "keep the one whose morale it fights with");
                } else if (classes.isEmpty() && troops) {
                    report.at(u.spans().self(), "'" + u.id() + "' has no troop class, so its morale is unknown",
                            "add one tag: " + CLASSES);
                }
            }
        }
    }
}
