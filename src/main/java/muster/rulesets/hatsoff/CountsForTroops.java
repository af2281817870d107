package muster.rulesets.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** HAT-001: infantry and cavalry say how many stands they field; guns default to one section. */
final class CountsForTroops extends BaseRule {

    CountsForTroops() {
        super("HAT-001", Severity.ERROR, "infantry and cavalry give 'count' (stands of 3 figures); guns and machine guns may leave it "
                + "out (1 section of 2 guns)",
                "the design notes let only guns and machine guns leave 'count' out; fire counts full fifties of men on the stands");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean troops = Troops.type(u).map(UnitType::isTroops).orElse(false);
                if (troops && u.count().isEmpty() && !u.spans().leftOut("count")) {
                    report.at(u.spans().self(), "the " + u.type() + " unit '" + u.id() + "' does not say how many stands it has",
                            "add 'count: N': 3 figures a stand, a company is 2 stands, a battalion 9 with its command stand");
                }
            }
        }
    }
}
