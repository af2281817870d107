package muster.rulesets.hatsoff;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.source.Severity;

/**
 * HAT-013: hatsoff has no pre-registered artillery targets; batteries fire at what they see, and
 * smokeless Spanish guns must first be found.
 */
final class NoPreSpottedTargets extends BaseRule {

    NoPreSpottedTargets() {
        super("HAT-013", Severity.NOTE, "pre-spotted targets ('targets') do only what the special rules say: batteries fire at what they see",
                "the text's batteries fire at what they see and must first find smokeless guns: a pre-spotted target does what the special rules say, and the pack says so");
    }

    @Override
    public void check(Scenario s, Report report) {
        if (!s.targets().isEmpty()) {
            report.note(s.targets().get(0).spans().self(), Optional.empty(), "Batteries fire only at what they see: a marked target "
                    + "is there for this scenario's special rules and does only what they say of it.");
        }
    }
}
