package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * MXR-008: every fighting unit tests morale by its class, inferior, average or superior; one that
 * names none gets a card with the three to circle.
 */
final class MoraleClasses extends BaseRule {

    MoraleClasses() {
        super("MXR-008", Severity.WARNING, "infantry, cavalry, machine guns and guns carry a morale class tag (inferior, "
                + "average or superior); without one their card prints the three to circle",
                "the text tests morale by class but never says a unit must carry one; without it the sheets leave the class to circle");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean fights = UnitType.of(u.type()).map(UnitType::fights).orElse(false);
                boolean classed = u.tags().stream().anyMatch(t -> MoraleClass.of(t).isPresent());
                if (fights && !classed && !u.spans().leftOut("tags")) {
                    report.at(u.spans().self(), "'" + u.id() + "' has no morale class; its card leaves the class to circle",
                            "add one of the tags inferior (fails on 7 or less), average (6 or less) or superior (5 or less)");
                }
            }
        }
    }
}
