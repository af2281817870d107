package muster.rules.common;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.rules.Vocabulary;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/**
 * COM-015: a terrain kind of the scenario format that the rule set gives no rule (marsh in a rule
 * set without marshes) is drawn on the map and does nothing else unless a special rule says so.
 */
public final class KindsWithoutRules extends BaseRule {

    private final Vocabulary words;

    public KindsWithoutRules(Vocabulary words) {
        super("COM-015", Severity.HINT, "a terrain kind the rule set has no rule for is drawn on the map and has the effect the "
                + "scenario's special rules give it",
                "the scenario format names the kind, the rule set gives it no rule: it is the scenario's to define");
        this.words = words;
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (Terrain.KINDS.contains(t.kind()) && !Vocabulary.has(words.kinds(), t.kind())) {
                report.at(t.spans().of("kind"), "this rule set has no rule for " + t.kind() + ": '" + t.id()
                                + "' is drawn on the map and does nothing else",
                        "say in a special rule what it does to movement, cover and sight, if anything");
            }
        }
    }
}
