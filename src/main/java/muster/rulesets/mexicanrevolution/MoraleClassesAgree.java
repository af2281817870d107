package muster.rulesets.mexicanrevolution;

import java.util.List;
import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-024: a unit tests morale by one class at most, and trains and generals never test it. */
final class MoraleClassesAgree extends BaseRule {

    MoraleClassesAgree() {
        super("MXR-024", Severity.ERROR, "a unit carries at most one morale class tag; trains and generals carry none",
                "the text gives each class its own failing score, and never tests a train or a general");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                Optional<UnitType> type = UnitType.of(u.type());
                List<String> classes = u.tags().stream().filter(t -> MoraleClass.of(t).isPresent()).distinct().toList();
                if (type.isEmpty() || classes.isEmpty()) {
                    continue;
                }
                if (!type.get().fights()) {
                    report.at(u.spans().of("tags"), "the " + type.get().word() + " '" + u.id() + "' is tagged " + classes.get(0)
                            + ", but " + type.get().word() + "s never test morale", "remove the morale class tag");
                } else if (classes.size() > 1) {
                    report.at(u.spans().of("tags"), "'" + u.id() + "' has more than one morale class: " + String.join(", ", classes),
                            "keep one of them");
                }
            }
        }
    }
}
