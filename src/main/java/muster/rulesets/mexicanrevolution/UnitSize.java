package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-004: infantry and cavalry units usually have 10 to 20 figures. */
final class UnitSize extends BaseRule {

    UnitSize() {
        super("MXR-004", Severity.WARNING, "infantry and cavalry units field 10 to 20 figures, the text's usual size",
                "the text gives 10-20 figures as the unit size to aim for: a unit outside it is one the text advises against");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean troops = UnitType.of(u.type()).map(UnitType::isTroops).orElse(false);
                u.count().filter(c -> troops && (c < UnitType.FEWEST_FIGURES || c > UnitType.MOST_FIGURES))
                        .ifPresent(c -> report.at(u.spans().of("count"), "'" + u.id() + "' has " + c + " figures; the rules' units have "
                                        + UnitType.FEWEST_FIGURES + " to " + UnitType.MOST_FIGURES,
                                c > UnitType.MOST_FIGURES ? "split it into two units" : "merge it with another unit, or accept a weak unit"));
            }
        }
    }
}
