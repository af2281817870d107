package muster.scenario.load;

import java.util.Optional;
import muster.scenario.Scenario;
import muster.source.Diagnostics;

/** What loading a file gave: the scenario when it could be read, and every finding on the way. */
public record LoadResult(Optional<Scenario> scenario, Diagnostics diagnostics) {
}
