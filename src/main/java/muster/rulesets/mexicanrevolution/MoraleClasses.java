package muster.rulesets.mexicanrevolution;

import java.util.List;
import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-008: every fighting unit has one morale class; trains and generals never test morale. */
final class MoraleClasses extends BaseRule {

    MoraleClasses() {
        super("MXR-008", Severity.ERROR, "infantry, cavalry, machine guns and guns carry exactly one morale class tag "
                + "(inferior, average or superior); trains and generals carry none");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                Optional<UnitType> type = UnitType.of(u.type());
                if (type.isEmpty()) {
                    continue;
                }
                List<String> classes = u.tags().stream().filter(t -> MoraleClass.of(t).isPresent()).distinct().toList();
                if (!type.get().fights()) {
                    if (!classes.isEmpty()) {
                        report.at(u.spans().of("tags"), "the " + type.get().word() + " '" + u.id() + "' is tagged " + classes.get(0)
                                + ", but " + type.get().word() + "s never test morale", "remove the morale class tag");
                    }
                } else if (classes.isEmpty()) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' has no morale class",
                            "add one of the tags inferior (fails on 7 or less), average (6 or less) or superior (5 or less)");
                } else if (classes.size() > 1) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' has more than one morale class: " + String.join(", ", classes),
                            "keep one of them");
                }
            }
        }
    }
}
