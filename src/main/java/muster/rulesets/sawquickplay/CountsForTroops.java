package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SAW-010: infantry and cavalry say how many bases they field; guns default to one section. */
final class CountsForTroops extends BaseRule {

    CountsForTroops() {
        super("SAW-010", Severity.ERROR, "infantry and cavalry give 'count' (bases); guns and machine guns may leave it out (1 base)",
                "the design notes let only guns and machine guns leave 'count' out, and brigade morale counts bases");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean troops = u.type().equals("infantry") || u.type().equals("cavalry");
                if (troops && u.count().isEmpty() && !u.spans().leftOut("count")) {
                    report.at(u.spans().self(), "the " + u.type() + " unit '" + u.id() + "' does not say how many bases it has",
                            "add 'count: N' (1 base per " + Organisations.MEN_PER_BASE + " men)");
                }
            }
        }
    }
}
