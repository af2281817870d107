package muster.rules.common;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** Counts and strengths are positive and of a size a table can hold. */
public final class PositiveCounts extends BaseRule {

    static final int MAX_COUNT = 500;

    public PositiveCounts() {
        super("COM-012", Severity.ERROR, "'count' is 1 to 500 and 'men' is 1 or more",
                "a unit is at least one base, stand or figure, and a table holds a few hundred at most");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                u.count().filter(c -> c < 1 || c > MAX_COUNT).ifPresent(c -> report.at(u.spans().of("count"),
                        "the count of '" + u.id() + "' is " + c, "a unit has 1 to " + MAX_COUNT + " bases, stands or figures"));
                u.men().filter(m -> m < 1).ifPresent(m -> report.at(u.spans().of("men"),
                        "the strength of '" + u.id() + "' is " + m + " men", "give the men present, or leave 'men' out"));
            }
        }
    }
}
