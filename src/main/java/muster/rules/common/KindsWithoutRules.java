package muster.rules.common;

import java.util.Locale;
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

    /** Whether a special rule names the feature or its kind. */
    private static boolean named(Scenario s, Terrain t) {
        String kind = t.kind().replace('-', ' ').toLowerCase(Locale.ROOT);
        String name = t.displayName().toLowerCase(Locale.ROOT);
        return s.specialRules().stream().map(n -> n.text().toLowerCase(Locale.ROOT).replace('-', ' '))
                .anyMatch(text -> text.contains(kind) || text.contains(name));
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (Terrain.KINDS.contains(t.kind()) && !Vocabulary.has(words.kinds(), t.kind())) {
                String kind = t.kind().replace('-', ' ');
                // the kind after the name, unless the name says it ("El Caney Town", not "El Caney Town (town)")
                String name = t.displayName().toLowerCase(Locale.ROOT).contains(kind) ? t.displayName() : t.displayName() + " (" + kind + ")";
                report.note(t.spans().of("kind"), t.hidden() ? t.side() : Optional.empty(), named(s, t)
                        ? name + ": plays as the special rules say."
                        : name + ": scenery; it plays as open ground.");
            }
        }
    }
}
