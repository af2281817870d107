package muster.rulesets.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/**
 * HAT-007: a hint when an infantry or cavalry unit's stands differ from the men it gives at the
 * scenario's figure ratio. The ratio option changes the answer, so a scenario that switches it
 * hears about every unit it should recount.
 */
final class StandsForMen extends BaseRule {

    StandsForMen() {
        super("HAT-007", Severity.WARNING, "infantry or cavalry stands differ from the unit's 'men' at the figure ratio (3 figures a "
                + "stand; 25 men a figure, or US 20 and Spanish 30 with figure-ratio: by-nation)",
                "the text's scale is 1 figure to 25 men (optionally US 20, Spanish 30) and 3 figures a stand: stands and men that disagree contradict it");
    }

    @Override
    public void check(Scenario s, Report report) {
        FigureRatio ratio = Options.ratio(s);
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean troops = Troops.type(u).map(UnitType::isTroops).orElse(false);
                if (!troops || u.men().isEmpty() || u.count().isEmpty() || u.men().get() < 1 || u.count().get() < 1) {
                    continue;
                }
                Strength st = Strength.of(u, side.nation(), ratio);
                if (st.stands() != u.count().get()) {
                    report.at(u.spans().of("count"), "'" + u.id() + "' has " + u.count().get() + " stands for " + u.men().get()
                                    + " men; at 1:" + st.menPerFigure() + " that is " + st.figures() + " figures, " + st.stands()
                                    + " stands",
                            "use count: " + st.stands() + " (the sheets count " + st.figures() + " figures either way)");
                }
            }
        }
    }
}
