package muster.rules.data;

import java.util.Map;
import muster.rules.Facts;
import muster.rules.Fraction;
import muster.rules.dice.DiceOdds;
import muster.rules.dice.Odds;
import muster.scenario.rulefile.Chart;

/** A rule-set file's charts as {@code muster rulesets FILE --format json} prints them: each dice cell with its exact odds. */
final class ChartFacts {

    private ChartFacts() {
    }

    static Map<String, Object> of(Chart c) {
        return Facts.of("id", c.id(), "title", c.title(), "columns", c.columns(), "rows", Facts.each(c.rows(),
                r -> Facts.of("label", r.label(), "cells", r.cells().stream().map(ChartFacts::cell).toList())));
    }

    private static Map<String, Object> cell(Chart.Cell cell) {
        if (cell instanceof Chart.DiceCell d) {
            return Facts.of("dice", d.dice().text(), "odds", odds(DiceOdds.of(d.dice())));
        }
        if (cell instanceof Chart.NumberCell n) {
            return Facts.of("number", n.value());
        }
        return Facts.of("none", true);
    }

    private static Map<String, Object> odds(Odds odds) {
        if (odds instanceof Odds.Chance c) {
            return Facts.of("chance", exact(c.chance()));
        }
        if (odds instanceof Odds.Counted c) {
            return Facts.of("atLeastOne", exact(c.atLeastOne()), "mean", exact(c.mean()),
                    "doubles", c.doubles().map(ChartFacts::exact).orElse(null));
        }
        Odds.Totals t = (Odds.Totals) odds;
        return Facts.of("min", t.min(), "max", t.min() + t.chances().size() - 1,
                "chances", t.chances().stream().map(ChartFacts::exact).toList());
    }

    /** A fraction as its exact value and as a number: {"exact": "5/12", "value": 0.4167}. */
    private static Map<String, Object> exact(Fraction f) {
        return Facts.of("exact", f.numerator() + "/" + f.denominator(), "value", Math.round(f.value() * 10000) / 10000.0);
    }
}
