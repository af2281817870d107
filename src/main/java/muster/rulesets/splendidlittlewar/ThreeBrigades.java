package muster.rulesets.splendidlittlewar;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.source.Severity;

/** SLW-001: each side fields three or more brigades, or the activation deck has too few cards to work. */
final class ThreeBrigades extends BaseRule {

    ThreeBrigades() {
        super("SLW-001", Severity.WARNING, "each side has " + Organisation.MIN_BRIGADES + " or more brigades (formations), one activation card each",
                "the text: each side should have 3 or more brigades, each with its activation card");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            int n = side.formations().size();
            if (n > 0 && n < Organisation.MIN_BRIGADES) {
                report.at(side.spans().of("formations"), "'" + side.id() + "' has " + n + (n == 1 ? " brigade" : " brigades")
                                + "; the activation deck wants " + Organisation.MIN_BRIGADES + " or more a side",
                        "split the force into at least " + Organisation.MIN_BRIGADES
                                + " brigades (e.g. by regiment, battalion or echelon) and explain it in the notes");
            }
        }
    }
}
