package muster.scenario.load;

import java.util.Optional;
import muster.scenario.Scenario;
import muster.source.Diagnostics;

/**
 * What loading a file gave: every finding, the scenario when it loaded without error, and,
 * whenever the file was YAML at all, the scenario as read, every refused value left out (see
 * {@link muster.scenario.Spans#leftOut}), so the rule checks report their findings in the same run.
 */
public record LoadResult(Optional<Scenario> scenario, Diagnostics diagnostics, Optional<Scenario> checkable) {

    public LoadResult(Optional<Scenario> scenario, Diagnostics diagnostics) {
        this(scenario, diagnostics, scenario);
    }

    static LoadResult of(Scenario bound, Diagnostics diagnostics) {
        return new LoadResult(diagnostics.hasErrors() ? Optional.empty() : Optional.of(bound), diagnostics, Optional.of(bound));
    }
}
