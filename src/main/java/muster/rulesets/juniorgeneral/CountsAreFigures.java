package muster.rulesets.juniorgeneral;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** JRG-002: riflemen are counted in single figures; a machine gun or Gatling is one model. */
final class CountsAreFigures extends BaseRule {

    CountsAreFigures() {
        super("JRG-002", Severity.ERROR, "infantry and cavalry give 'count' (single figures); a machine gun or Gatling is one "
                + "model ('count' left out or 1)",
                "the design notes let only guns and machine guns leave 'count' out; a gun is one model that rolls its own dice");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                FigureType type = Figures.type(u).orElse(null);
                if (type == null) {
                    continue;
                }
                if (type.rifleman() && u.count().isEmpty() && !u.spans().leftOut("count")) {
                    report.at(u.spans().self(), "the " + type.word() + " unit '" + u.id() + "' does not say how many figures it has",
                            "add 'count: N': each 54mm figure on the table is one");
                } else if (type.gun() && u.count().filter(c -> c > 1).isPresent()) {
                    report.at(u.spans().of("count"), "'" + u.id() + "' is " + u.count().get() + " " + type.word()
                                    + " models in one entry; each gun is a model of its own",
                            "give each gun its own entry (it keeps its own ammunition) and leave 'count' out");
                }
            }
        }
    }
}
