package muster.scenario.load;

import static muster.source.StageCode.RULESET_BAD_VALUE;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import muster.scenario.rulefile.Play;
import muster.scenario.rulefile.RuleSetFile;
import muster.source.DidYouMean;

/**
 * The phase a pin ends in ({@code profiles.pinned.recoversIn}) checked against the {@code sequence}, which is read after the
 * profiles: the last word of at least one phase's name must be it ("unpin" for "Spanish unpin"); else reported at its place,
 * with the word most likely meant.
 */
final class RecoveryPhases {

    private RecoveryPhases() {
    }

    static void check(Play play, List<RuleSetFile.Phase> sequence, RuleSetValues values) {
        play.pinned().flatMap(Play.Pinned::recovers).ifPresent(r -> {
            if (sequence.stream().anyMatch(r::endsIn)) {
                return;
            }
            Set<String> words = new LinkedHashSet<>();
            sequence.forEach(p -> words.add(last(p.name())));
            String near = DidYouMean.phrase(r.phase(), words);
            values.diagnostics().report(RULESET_BAD_VALUE, r.span(), "no phase of the sequence ends in '" + r.phase() + "'"
                    + (near.isEmpty() ? "" : "; " + near), "'recoversIn' is the last word of the phases a pin ends in, e.g. "
                    + "'recoversIn: unpin' for a phase 'Spanish unpin'" + (words.isEmpty() ? "; the file has no sequence" : ": "
                    + String.join(", ", words)));
        });
    }

    private static String last(String name) {
        String s = name.strip().toLowerCase(Locale.ROOT);
        return s.substring(s.lastIndexOf(' ') + 1);
    }
}
