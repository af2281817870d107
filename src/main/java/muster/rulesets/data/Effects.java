package muster.rulesets.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import muster.scenario.rulefile.Profiles;
import muster.scenario.rulefile.RuleSetFile;
import muster.view.Words;

/** The effects a rule-set file's rolls name, read for the kit: which leave a unit in a state a marker shows, and its name. */
final class Effects {

    /** Effects that take figures off or count against them rather than leaving a state to mark. */
    static final Set<String> LOSSES = Set.of("hit", "kill", "eliminate", "wound", "score", "save", "destroy", "casualty", "miss");

    private Effects() {
    }

    /** The effects of every roll of the file's weapons that leave a state ("pin"), once each, in the file's order. */
    static List<String> states(RuleSetFile file) {
        List<String> out = new ArrayList<>();
        for (Profiles.WeaponProfile w : file.profiles().weapons()) {
            for (Profiles.Band b : w.bands()) {
                for (Profiles.Fire f : b.fire()) {
                    String e = f.effect().strip().toLowerCase(Locale.ROOT);
                    String stem = e.endsWith("s") && !e.contains(" ") ? e.substring(0, e.length() - 1) : e;
                    if (!e.isEmpty() && !LOSSES.contains(stem) && !LOSSES.contains(e) && !out.contains(e)) {
                        out.add(e);
                    }
                }
            }
        }
        return out;
    }

    /** The state an effect leaves, as a marker names it: "pin" leaves "Pinned", "rout" "Routed", "falls back" "Falls back". */
    static String participle(String effect) {
        String e = effect.strip().toLowerCase(Locale.ROOT);
        if (e.contains(" ") || e.endsWith("ed")) {
            return Words.capitalized(e);
        }
        if (e.endsWith("e")) {
            return Words.capitalized(e + "d");
        }
        if (e.length() > 1 && e.endsWith("y") && !vowel(e.charAt(e.length() - 2))) {
            return Words.capitalized(e.substring(0, e.length() - 1) + "ied");
        }
        int n = e.length();
        // a short word ending consonant, vowel, consonant doubles its last letter: pin, pinned; stun, stunned
        if (n >= 3 && n <= 4 && !vowel(e.charAt(n - 3)) && vowel(e.charAt(n - 2)) && !vowel(e.charAt(n - 1)) && "wxy".indexOf(e.charAt(n - 1)) < 0) {
            return Words.capitalized(e + e.charAt(n - 1) + "ed");
        }
        return Words.capitalized(e + "ed");
    }

    private static boolean vowel(char c) {
        return "aeiou".indexOf(c) >= 0;
    }
}
