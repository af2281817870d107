package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * SAW-009: a hint when an infantry or cavalry unit's bases differ from 1 per 150 men of the
 * strength the scenario gives. Guns count sections of two guns, not men, so they are left out.
 */
final class StrengthToBases extends BaseRule {

    StrengthToBases() {
        super("SAW-009", Severity.HINT, "infantry or cavalry bases differ from 1 base per 150 men of the unit's 'men'");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean troops = u.type().equals("infantry") || u.type().equals("cavalry");
                if (!troops || u.men().isEmpty() || u.count().isEmpty() || u.men().get() < 1) {
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
