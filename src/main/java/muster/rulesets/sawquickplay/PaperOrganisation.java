package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * SAW-008: a hint when a unit's bases differ from its paper organisation. Never a warning:
 * attrition changed every real order of battle.
 */
final class PaperOrganisation extends BaseRule {

    PaperOrganisation() {
        super("SAW-008", Severity.HINT, "bases differ from the paper organisation (US cavalry regiment 3, US infantry battalion 4, "
                + "Spanish cavalry regiment 4, line battalion 4, rifle or light battalion 6); guidance only");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (u.count().isEmpty() || u.men().isPresent() || u.count().get() < 1 || u.count().get() > 500) {
                    continue;
                }
                Organisations.paper(u, side.nation()).filter(p -> p.bases() != u.count().get()).ifPresent(p -> report.at(
                        u.spans().of("count"),
                        "'" + u.id() + "' has " + u.count().get() + " bases; a " + p.name() + " has " + p.bases() + " on paper",
                        "fine for a unit worn down or reinforced; give 'men:' to check it against 1 base per "
                                + Organisations.MEN_PER_BASE + " men"));
            }
        }
    }
}
