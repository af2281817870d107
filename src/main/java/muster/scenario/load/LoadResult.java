package muster.scenario.load;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import muster.scenario.Scenario;
import muster.source.Code;
import muster.source.Diagnostics;
import muster.source.StageCode;

/**
 * What loading a file gave: every finding, the scenario when it loaded without error, and, when
 * the only errors were ones the binder could step over (an unknown or repeated key, a refused
 * anchor or tag), the scenario as read so the rule checks can still report their findings in the
 * same run.
 */
public record LoadResult(Optional<Scenario> scenario, Diagnostics diagnostics, Optional<Scenario> checkable) {

    /** Errors after which every value the scenario holds is still the one the file gives. */
    static final Set<Code> RECOVERABLE = Set.copyOf(EnumSet.of(StageCode.LOAD_ANCHOR, StageCode.LOAD_TAG,
            StageCode.LOAD_DUPLICATE_KEY, StageCode.LOAD_UNKNOWN_KEY));

    public LoadResult(Optional<Scenario> scenario, Diagnostics diagnostics) {
        this(scenario, diagnostics, scenario);
    }

    static LoadResult of(Scenario bound, Diagnostics diagnostics) {
        boolean clean = !diagnostics.hasErrors();
        boolean recoverable = diagnostics.all().stream().filter(d -> d.isError()).allMatch(d -> RECOVERABLE.contains(d.code()));
        return new LoadResult(clean ? Optional.of(bound) : Optional.empty(), diagnostics,
                recoverable ? Optional.of(bound) : Optional.empty());
    }
}
