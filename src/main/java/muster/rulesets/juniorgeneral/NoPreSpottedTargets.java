package muster.rulesets.juniorgeneral;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.source.Severity;

/** JRG-012: no gun aims at anything: the Spanish throw balls and everything is always in range. */
final class NoPreSpottedTargets extends BaseRule {

    NoPreSpottedTargets() {
        super("JRG-012", Severity.NOTE, "pre-spotted targets do only what the special rules say: the Spanish throw their "
                + "artillery and every shot is in range",
                "the text's Spanish artillery is thrown by hand and everything is always in range: a target does what the special rules say, and the pack says so");
    }

    @Override
    public void check(Scenario s, Report report) {
        if (!s.targets().isEmpty()) {
            report.note(s.targets().get(0).spans().self(), Optional.empty(), "The Spanish throw their artillery by hand and every shot is in range: the "
                    + "marked targets do only what the special rules say.");
        }
    }
}
