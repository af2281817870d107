package muster.rules.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SAW-009: a hint when bases differ from 1 per 150 men of the strength the scenario gives. */
final class StrengthToBases extends BaseRule {

    StrengthToBases() {
        super("SAW-009", Severity.HINT, "bases differ from 1 base per 150 men of the unit's 'men'");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (u.men().isEmpty() || u.count().isEmpty() || u.men().get() < 1) {
                    continue;
                }
                int expected = Organisations.basesFor(u.men().get());
                if (expected != u.count().get()) {
                    report.at(u.spans().of("count"), "'" + u.id() + "' has " + u.count().get() + " bases for " + u.men().get()
                                    + " men; at 1 base per " + Organisations.MEN_PER_BASE + " men that is " + expected,
                            "use count: " + expected + " unless the scenario means otherwise");
                }
            }
        }
    }
}
