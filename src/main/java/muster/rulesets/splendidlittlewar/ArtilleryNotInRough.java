package muster.rulesets.splendidlittlewar;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.source.Severity;

/** SLW-007: artillery may not enter rough terrain, so it may not start in it either, unless on a road through it. */
final class ArtilleryNotInRough extends BaseRule {

    ArtilleryNotInRough() {
        super("SLW-007", Severity.ERROR, "artillery is not deployed in rough terrain (" + String.join(", ", TerrainKinds.roughAreas())
                + ") unless on a road or track through it",
                "the text: artillery may not enter rough terrain (a road through jungle lets it)");
    }

    @Override
    public void check(Scenario s, Report report) {
        for (Side side : s.sides()) {
            for (Unit u : side.units()) {
                if (!Units.isArtillery(u) || u.at().isEmpty()) {
                    continue;
                }
                Ground.roughAt(s, u.at().get()).ifPresent(t -> report.at(u.at().get().span(),
                        "the gun '" + u.id() + "' starts in " + t.kind() + " ('" + t.id() + "'), which artillery may not enter",
                        "place it in the open, or within " + (int) Ground.ROAD_REACH + "\" of a road or track through the " + t.kind()));
            }
        }
    }
}
