package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * SAW-009: a base stands for about 100 to 200 men, so an infantry or cavalry unit's bases and the
 * men the scenario gives it agree within that span. Guns count sections of two guns, not men, so
 * they are left out.
 */
final class StrengthToBases extends BaseRule {

    StrengthToBases() {
        super("SAW-009", Severity.WARNING, "infantry and cavalry bases stand for " + Organisations.FEWEST_MEN_A_BASE + " to "
                + Organisations.MOST_MEN_A_BASE + " men each of the unit's 'men'",
                "the text makes a base about 100-200 men and counts real rosters at 1 base per 150");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean troops = u.type().equals("infantry") || u.type().equals("cavalry");
                if (!troops || u.men().isEmpty() || u.count().isEmpty() || u.men().get() < 1 || u.count().get() < 1) {
                    continue;
                }
                int men = u.men().get();
                int bases = u.count().get();
                int fewest = Organisations.fewestBases(men);
                int most = Organisations.mostBases(men);
                if (bases < fewest || bases > most) {
                    report.at(u.spans().of("count"), "'" + u.id() + "' has " + bases + (bases == 1 ? " base" : " bases") + " for " + men
                                    + " men, " + men / bases + " a base; a base stands for about " + Organisations.FEWEST_MEN_A_BASE
                                    + " to " + Organisations.MOST_MEN_A_BASE,
                            "use count: " + Organisations.basesFor(men) + " (1 base per " + Organisations.MEN_PER_BASE + " men)"
                                    + (fewest == most ? "" : ", or anything from " + fewest + " to " + most));
                }
            }
        }
    }
}
