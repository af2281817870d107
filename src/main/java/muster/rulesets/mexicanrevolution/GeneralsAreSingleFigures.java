package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-002: a general is a single figure that does not fight, so it has no count above 1 and no weapon. */
final class GeneralsAreSingleFigures extends BaseRule {

    GeneralsAreSingleFigures() {
        super("MXR-002", Severity.ERROR, "a general is one figure: 'count', if given, is 1, and it names no weapon",
                "the text's general is one figure that cannot be killed and never fights");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (!u.type().equals("general")) {
                    continue;
                }
                u.count().filter(c -> c != 1).ifPresent(c -> report.at(u.spans().of("count"),
                        "the general '" + u.id() + "' has a count of " + c + "; a general is a single figure",
                        "leave 'count' out; put escorts in a unit of their own"));
                if (u.weapon().isPresent()) {
                    report.at(u.spans().of("weapon"), "the general '" + u.id() + "' names a weapon, but generals neither fire nor fight",
                            "remove 'weapon'");
                }
            }
        }
    }
}
