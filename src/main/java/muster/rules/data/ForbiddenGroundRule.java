package muster.rules.data;

import java.util.List;
import java.util.Optional;
import muster.rules.Report;
import muster.scenario.Geometry;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.Organisation;
import muster.scenario.rulefile.RuleSetFile;
import muster.scenario.rulefile.RuleWords;

/**
 * forbidden-ground: a unit does not start on ground its type may not stand on: inside an area of
 * that kind, or within half an inch of a line or spot of it (a river, a ford); at a crossing (a ford, a bridge: ground the
 * file says is crossed) no line counts, as the unit stands on the crossing.
 */
final class ForbiddenGroundRule extends UnitRule<CheckKind.ForbiddenGround> {

    /** How near a line or a spot a unit's place must be to stand on it. */
    static final double ON_A_LINE_INCHES = 0.5;

    private boolean crossing(String kind) {
        return file.vocabulary().terrain().stream().anyMatch(g -> g.word().equals(kind) && g.move() == RuleWords.Move.CROSSING);
    }

    ForbiddenGroundRule(Check check, CheckKind.ForbiddenGround kind, RuleSetFile file) {
        super(check, kind, file);
    }

    @Override
    void check(Scenario s, Placed p, Unit u, Report report) {
        List<String> notOn = organisation(kind.types(), u).map(Organisation::notOn).orElse(List.of());
        if (notOn.isEmpty() || u.at().isEmpty()) {
            return;
        }
        // a unit at a ford or a bridge stands on the crossing, not in the river it crosses
        boolean crossing = s.terrain().stream().anyMatch(t -> crossing(t.kind()) && !(t.shape() instanceof Shape.Outline)
                && Geometry.distanceTo(u.at().get(), t.shape()) <= ON_A_LINE_INCHES + 1e-9);
        for (Terrain t : s.terrain()) {
            double reach = t.shape() instanceof Shape.Outline ? 0 : ON_A_LINE_INCHES;
            if (crossing && t.shape() instanceof Shape.Path) {
                continue;
            }
            if (notOn.contains(t.kind()) && Geometry.distanceTo(u.at().get(), t.shape()) <= reach + 1e-9) {
                found(report, u.at().get().span(), Optional.of(p.side().id()), Fill.of("unit", named(u.id(), u.displayName()),
                        "type", u.type(), "kind", t.kind(), "feature", named(t.id(), t.displayName()), "side", p.side().id()));
                break;
            }
        }
    }
}
