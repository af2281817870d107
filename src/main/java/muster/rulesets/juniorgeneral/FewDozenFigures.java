package muster.rulesets.juniorgeneral;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** JRG-003: the rules are made for a few dozen figures a side, one student to a handful. */
final class FewDozenFigures extends BaseRule {

    static final int FEWEST = 12;
    static final int MOST = 60;

    FewDozenFigures() {
        super("JRG-003", Severity.HINT, "a side fields a few dozen figures (" + FEWEST + " to " + MOST + ", guns counted as one each)");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            if (side.units().isEmpty()) {
                continue;
            }
            int n = Figures.figures(side);
            if (n < FEWEST || n > MOST) {
                report.at(side.spans().self(), "the side '" + side.id() + "' fields " + n + " figures; the rules are made for a "
                                + "few dozen a side",
                        n > MOST ? "fine for a big class, but each turn slows down; split the battle or thin the ranks"
                                : "with so few figures one lucky ball decides the game; add figures or accept it");
            }
        }
    }
}
