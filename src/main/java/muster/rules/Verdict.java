package muster.rules;

import java.util.Optional;
import muster.source.Diagnostics;

/** What checking found: every diagnostic, and the checked scenario when none of them is an error. */
public record Verdict<M extends RuleSet>(Diagnostics diagnostics, Optional<Checked<M>> checked) {
}
