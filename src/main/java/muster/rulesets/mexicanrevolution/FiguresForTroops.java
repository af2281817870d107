package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-003: infantry and cavalry say how many figures they field. */
final class FiguresForTroops extends BaseRule {

    FiguresForTroops() {
        super("MXR-003", Severity.ERROR, "infantry and cavalry give 'count', their figures (1 figure = 10 men)",
                "the design notes let only guns and machine guns leave 'count' out; fire, melee and morale count figures");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean troops = UnitType.of(u.type()).map(UnitType::isTroops).orElse(false);
                if (troops && u.count().isEmpty() && !u.spans().leftOut("count")) {
                    report.at(u.spans().self(), "the " + u.type() + " unit '" + u.id() + "' does not say how many figures it has",
                            "add 'count: N' (1 figure per " + UnitType.MEN_PER_FIGURE + " men; units usually have "
                                    + UnitType.FEWEST_FIGURES + "-" + UnitType.MOST_FIGURES + ")");
                }
            }
        }
    }
}
