package muster.rules.data;

import muster.rules.Report;
import muster.scenario.Geometry;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.RuleSetFile;

/**
 * work-capacity: at most {@code holds} figures (a unit's count, or one for a unit that gives none)
 * of every side start within {@code within} inches of each work of the kind.
 */
final class WorkCapacityRule extends DataRule {

    private final CheckKind.WorkCapacity kind;

    WorkCapacityRule(Check check, CheckKind.WorkCapacity kind, RuleSetFile file) {
        super(check, file);
        this.kind = kind;
    }

    @Override
    public void check(Scenario s, Report report) {
        double within = scaled(s, kind.within());
        for (Terrain work : s.terrain()) {
            if (!work.kind().equals(kind.work())) {
                continue;
            }
            int inside = units(s).stream().map(Placed::unit)
                    .filter(u -> u.at().filter(at -> Geometry.distanceTo(at, work.shape()) <= within + 1e-9).isPresent())
                    .mapToInt(u -> u.count().orElse(1)).sum();
            if (inside > kind.holds()) {
                found(report, work.spans().self(), work.side(), Fill.of("feature", named(work.id(), work.displayName()), "kind", work.kind(),
                        "within", Fill.number(within)).with("count", inside).with("holds", kind.holds()));
            }
        }
    }
}
