package muster.rules.data;

import java.util.Optional;
import muster.rules.Report;
import muster.scenario.Geometry;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.RuleSetFile;

/** starts-near: a unit of the nations starts within {@code within} inches of a feature of the kinds; said once per unit, for its side. */
final class StartsNearRule extends DataRule {

    private final CheckKind.StartsNear kind;

    StartsNearRule(Check check, CheckKind.StartsNear kind, RuleSetFile file) {
        super(check, file);
        this.kind = kind;
    }

    @Override
    public void check(Scenario s, Report report) {
        double within = scaled(s, kind.within());
        for (Placed p : units(s)) {
            Unit u = p.unit();
            if (!kind.nations().contains(p.side().nation()) || u.at().isEmpty()) {
                continue;
            }
            for (Terrain t : s.terrain()) {
                if (kind.kinds().contains(t.kind()) && Geometry.distanceTo(u.at().get(), t.shape()) <= within) {
                    found(report, u.at().get().span(), Optional.of(p.side().id()), Fill.of("unit", named(u.id(), u.displayName()),
                            "type", u.type(), "feature", named(t.id(), t.displayName()), "kind", t.kind(), "nation", p.side().nation(),
                            "side", p.side().id(), "within", Fill.number(within)));
                    break;
                }
            }
        }
    }
}
