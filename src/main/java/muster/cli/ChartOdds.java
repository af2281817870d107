package muster.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import muster.rules.Fraction;
import muster.rules.dice.DiceOdds;
import muster.rules.dice.Odds;
import muster.scenario.rulefile.Chart;
import muster.scenario.rulefile.RuleSetFile;

/**
 * A rule-set file's charts as {@code muster rulesets FILE} prints them, each dice cell with its exact odds, so an author sees
 * what the dice give before a game does (the stranger's log: a machine gun on 6d6 "doubles" runs dry 98.5% of the time).
 */
final class ChartOdds {

    private ChartOdds() {
    }

    static String text(RuleSetFile file) {
        if (file.charts().isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("\ncharts, each roll with its exact odds:\n");
        for (Chart c : file.charts()) {
            out.append("  ").append(c.title()).append(" (").append(c.id()).append(")\n");
            for (Chart.Row row : c.rows()) {
                List<String> cells = new ArrayList<>();
                for (int i = 0; i < row.cells().size(); i++) {
                    String column = i < c.columns().size() ? c.columns().get(i) + ": " : "";
                    cells.add(column + cell(row.cells().get(i)));
                }
                out.append("    ").append(row.label()).append(" · ").append(String.join(" · ", cells)).append('\n');
            }
        }
        return out.toString();
    }

    static String cell(Chart.Cell cell) {
        if (cell instanceof Chart.DiceCell d) {
            return d.dice().text() + " (" + odds(DiceOdds.of(d.dice())) + ")";
        }
        if (cell instanceof Chart.NumberCell n) {
            return n.text();
        }
        return "—";
    }

    private static String odds(Odds odds) {
        if (odds instanceof Odds.Chance c) {
            return percent(c.chance());
        }
        if (odds instanceof Odds.Counted c) {
            return "at least one " + percent(c.atLeastOne()) + ", " + String.format(Locale.ROOT, "%.2f", c.mean().value()) + " on average"
                    + c.doubles().map(d -> ", doubles " + percent(d)).orElse("");
        }
        Odds.Totals t = (Odds.Totals) odds;
        double mean = 0;
        for (int i = 0; i < t.chances().size(); i++) {
            mean += (t.min() + i) * t.chances().get(i).value();
        }
        return "totals " + t.min() + "-" + (t.min() + t.chances().size() - 1) + ", " + String.format(Locale.ROOT, "%.1f", mean)
                + " on average";
    }

    private static String percent(Fraction f) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * f.value());
    }
}
