package muster.rules;

import java.util.List;
import java.util.Optional;
import muster.source.Diagnostics;

/**
 * What checking found: every diagnostic, the checked scenario when none of them is an error, and the
 * notes to print that the checks found (also when there are errors, so a test can see them).
 */
public record Verdict<M extends RuleSet>(Diagnostics diagnostics, Optional<Checked<M>> checked, List<PrintedNote> notes) {

    public Verdict {
        notes = List.copyOf(notes);
    }

    public Verdict(Diagnostics diagnostics, Optional<Checked<M>> checked) {
        this(diagnostics, checked, List.of());
    }
}
