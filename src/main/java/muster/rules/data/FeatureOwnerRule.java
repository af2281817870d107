package muster.rules.data;

import java.util.Optional;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.RuleSetFile;

/**
 * feature-owner: a feature of the kinds that names its side in the file names a side of one of the
 * nations. One that names none belongs to whoever the rules say; an unknown side is COM-003's.
 */
final class FeatureOwnerRule extends DataRule {

    private final CheckKind.FeatureOwner kind;

    FeatureOwnerRule(Check check, CheckKind.FeatureOwner kind, RuleSetFile file) {
        super(check, file);
        this.kind = kind;
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Terrain t : s.terrain()) {
            if (!kind.kinds().contains(t.kind()) || t.side().isEmpty() || !t.spans().has("side")) {
                continue;
            }
            Optional<Side> owner = s.side(t.side().get());
            if (owner.isPresent() && !kind.nations().contains(owner.get().nation())) {
                found(report, t.spans().of("side"), t.side(), Fill.of("kind", t.kind(), "feature", named(t.id(), t.displayName()),
                        "side", owner.get().id(), "nation", owner.get().nation()));
            }
        }
    }
}
