package muster.rulesets.hatsoff;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * HAT-003: morale is a percentage by troop class, so infantry and cavalry name one; a unit that names
 * none gets a blank morale on its card and roster, for the game master to fill in.
 */
final class OneTroopClass extends BaseRule {

    static final String CLASSES = "first-vol-cav (120%), regular (US 110%, Spanish 90%), national-guard (100%), militia (80%), "
            + "insurrecto (70%)";

    OneTroopClass() {
        super("HAT-003", Severity.WARNING, "infantry and cavalry carry a troop-class tag (first-vol-cav, regular, national-guard, "
                + "militia, insurrecto); without one their morale is printed blank",
                "the text gives morale by troop class but never says a unit must name one; without it the sheets leave the morale blank");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                List<String> classes = Troops.classTags(u);
                boolean troops = Troops.type(u).map(UnitType::isTroops).orElse(false);
                if (classes.isEmpty() && troops && !u.spans().leftOut("tags")) {
                    report.at(u.spans().self(), "'" + u.id() + "' has no troop class, so its sheets leave its morale blank",
                            "add one tag: " + CLASSES);
                }
            }
        }
    }
}
