package muster.rules.common;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.rules.Vocabulary;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/**
 * COM-015: a terrain kind of the scenario format that the rule set gives no rule (marsh in a rule
 * set without marshes) is drawn on the map and does nothing else unless a special rule says so;
 * the pack prints that, for the side that owns it when it is hidden.
 */
public final class KindsWithoutRules extends BaseRule {

    private final Vocabulary words;

    public KindsWithoutRules(Vocabulary words) {
        super("COM-015", Severity.NOTE, "a terrain kind the rule set has no rule for is drawn on the map and has the effect the "
                + "scenario's special rules give it",
                "the scenario format names the kind but the rule text gives it no rule, so it does what the special rules say; the pack says so");
        this.words = words;
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (Terrain.KINDS.contains(t.kind()) && !Vocabulary.has(words.kinds(), t.kind())) {
                report.note(t.spans().of("kind"), t.hidden() ? t.side() : Optional.empty(), "The rules have nothing on " + t.kind().replace('-', ' ')
                        + ": " + t.displayName() + " is drawn on the map and does only what the special rules say.");
            }
        }
    }
}
