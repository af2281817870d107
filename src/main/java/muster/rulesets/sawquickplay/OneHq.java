package muster.rulesets.sawquickplay;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** SAW-001: each army has one HQ base, placed on the table (orders are measured from it). */
final class OneHq extends BaseRule {

    OneHq() {
        super("SAW-001", Severity.ERROR, "every side has an HQ base ('hq: { name, at }') placed on the table",
                "the text gives each army an HQ base, and every change of orders is measured from it");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            if (side.hq().isEmpty() && !side.spans().leftOut("hq")) {
                report.at(side.spans().self(), "the side '" + side.id() + "' has no HQ; saw-quickplay gives each army one general's base",
                        "add 'hq: { name: ..., at: [x, y] }' to this side");
            } else if (side.hq().isPresent() && side.hq().get().at().isEmpty() && !side.hq().get().spans().leftOut("at")) {
                report.at(side.hq().get().spans().self(), "the HQ of '" + side.id() + "' has no position",
                        "add 'at: [x, y]': orders are changed by the distance from the HQ base");
            }
        }
    }
}
