package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** MXR-006: a hint when a unit's figures differ from one per 10 of the men the scenario gives it. */
final class StrengthToFigures extends BaseRule {

    StrengthToFigures() {
        super("MXR-006", Severity.WARNING, "a unit's figures ('count', or a gun's full crew) differ from 1 per 10 of its 'men'",
                "the text's scale is one figure to 10 men: figures and men that disagree contradict it");
    }

    /** One figure per 10 men, rounded to the nearest, never fewer than one. */
    static int figuresFor(int men) {
        return Math.max(1, (int) Math.round(men / (double) UnitType.MEN_PER_FIGURE));
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                boolean counted = UnitType.of(u.type()).map(UnitType::fights).orElse(false);
                if (!counted || u.men().isEmpty() || u.men().get() < 1) {
                    continue;
                }
                int expected = figuresFor(u.men().get());
                int figures = Units.figures(u);
                if (expected != figures) {
                    report.at(u.spans().of(u.count().isPresent() ? "count" : "men"), "'" + u.id() + "' has " + figures + " figures for "
                                    + u.men().get() + " men; at 1 figure per " + UnitType.MEN_PER_FIGURE + " men that is " + expected,
                            "use count: " + expected + " unless the scenario means otherwise");
                }
            }
        }
    }
}
