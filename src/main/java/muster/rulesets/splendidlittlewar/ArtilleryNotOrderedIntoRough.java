package muster.rulesets.splendidlittlewar;

import java.util.Optional;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Formation;
import muster.scenario.Orders;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.source.Severity;

/**
 * SLW-008: a brigade with artillery is not ordered into rough terrain: its objective is not a
 * rough area, and the line of its order keeps to open ground, roads, fords and bridges.
 */
final class ArtilleryNotOrderedIntoRough extends BaseRule {

    ArtilleryNotOrderedIntoRough() {
        super("SLW-008", Severity.WARNING, "a brigade with artillery is not ordered into rough terrain (objective or order line)",
                "the text forbids artillery rough ground; a task that leads there leaves the guns behind");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Formation f : side.formations()) {
                if (f.orders().isEmpty() || f.units().stream().noneMatch(Units::isArtillery)) {
                    continue;
                }
                Orders o = f.orders().get();
                Optional<Terrain> objective = o.objective().flatMap(s::feature);
                if (objective.isPresent() && TerrainKinds.isRoughArea(objective.get().kind())) {
                    report.at(o.spans().of("objective"), "'" + f.id() + "' has artillery but is ordered to the "
                                    + objective.get().kind() + " '" + objective.get().id() + "', which guns may not enter",
                            "give the guns a brigade of their own with an objective in the open, or pick another objective");
                    continue;
                }
                if (o.path().size() < 2) {
                    continue;
                }
                Ground.firstRough(s, o.path()).ifPresent(hit -> {
                    Point at = o.path().get(hit.nearestPoint());
                    report.at(at.span(), "the order line of '" + f.id() + "' crosses the " + hit.feature().kind() + " '"
                                    + hit.feature().id() + "', where its artillery may not go",
                            "route the line along a road or track, over a ford or bridge, or give the guns their own brigade");
                });
            }
        }
    }
}
