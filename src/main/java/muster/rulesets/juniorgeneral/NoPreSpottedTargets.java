package muster.rulesets.juniorgeneral;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Target;
import muster.source.Severity;

/** JRG-012: no gun aims at anything: the Spanish throw balls and everything is always in range. */
final class NoPreSpottedTargets extends BaseRule {

    NoPreSpottedTargets() {
        super("JRG-012", Severity.HINT, "no pre-spotted artillery targets: the Spanish throw their artillery and every shot "
                + "is in range",
                "the text's Spanish artillery is thrown by hand: a target does nothing unless a special rule says so");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Target t : s.targets()) {
            report.at(t.spans().self(), "junior-general has no use for a pre-spotted target",
                    "remove it; the ball thrower aims by eye from behind the Spanish edge");
        }
    }
}
