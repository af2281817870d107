package muster.rulesets.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Option;
import muster.scenario.Scenario;
import muster.source.Severity;

/** HAT-014: each hatsoff option takes one of its values. */
final class OptionValues extends BaseRule {

    OptionValues() {
        super("HAT-014", Severity.ERROR, "figure-ratio is standard or by-nation; artillery-ammo true or false; rounds-<nation> 1 to "
                + Organisation.MAX_ROUNDS,
                "muster's options for the text's optional rules; another value cannot be read");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Option o : s.options()) {
            if (o.key().equals(Options.FIGURE_RATIO) && FigureRatio.of(o.value()).isEmpty()) {
                report.at(o.span(), "'" + o.value() + "' is not a figure ratio", "write standard (25 men a figure) or by-nation "
                        + "(US 20, Spanish 30, others 25)");
            } else if (o.key().equals(Options.ARTILLERY_AMMO) && Options.flag(o).isEmpty()) {
                report.at(o.span(), "'" + o.value() + "' is not true or false", "write true to roll each battery's shells and "
                        + "canister before play, false for no limit");
            } else if (o.key().startsWith(Options.ROUNDS_PREFIX) && Options.roundCount(o).isEmpty()) {
                report.at(o.span(), "'" + o.value() + "' is not a number of rounds from 1 to " + Organisation.MAX_ROUNDS,
                        "infantry may fire at most " + Organisation.MAX_ROUNDS + " rounds in a game");
            }
        }
    }
}
