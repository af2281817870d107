package muster.rulesets.hatsoff;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Target;
import muster.source.Severity;

/**
 * HAT-013: hatsoff has no pre-registered artillery targets; batteries fire at what they see, and
 * smokeless Spanish guns must first be found.
 */
final class NoPreSpottedTargets extends BaseRule {

    NoPreSpottedTargets() {
        super("HAT-013", Severity.HINT, "hatsoff has no pre-spotted artillery targets ('targets'); batteries fire at what they see",
                "the text has no pre-spotted fire: a target does nothing unless a special rule says so");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Target t : s.targets()) {
            report.at(t.spans().self(), "hatsoff batteries have no pre-spotted targets, so this one does nothing",
                    "remove it, or write what the gunners know as a special rule");
        }
    }
}
