package muster.rulesets.mexicanrevolution;

import java.util.List;
import java.util.Locale;
import muster.scenario.Note;
import muster.scenario.Scenario;

/** Looks for a special rule on a topic the seed leaves to the scenario, by the words it would use. */
final class SpecialRules {

    private SpecialRules() {
    }

    /** Whether some special rule mentions one of {@code subjects} and one of {@code acts} (lower case, word starts). */
    static boolean mentions(Scenario s, List<String> subjects, List<String> acts) {
        for (Note n : s.specialRules()) {
            String text = " " + n.text().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ");
            boolean subject = subjects.stream().anyMatch(w -> text.contains(" " + w));
            boolean act = acts.stream().anyMatch(w -> text.contains(" " + w));
            if (subject && act) {
                return true;
            }
        }
        return false;
    }
}
