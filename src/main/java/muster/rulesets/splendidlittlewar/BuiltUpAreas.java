package muster.rulesets.splendidlittlewar;

import java.util.ArrayList;
import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Terrain;
import muster.source.Severity;

/**
 * SLW-014: one or two small built-up areas, on the road net. Towns and buildings within
 * {@link #SAME_AREA} inches of each other make one area, and an area is a town or two buildings
 * or more: beside them a lone building (a church, a station) is a landmark, not a built-up area;
 * on a table with neither, its lone buildings (a ranch, a farm) are its built-up areas. An area is
 * on the road net when some part of it is within {@link #ON_ROAD} inches of a road or track.
 */
final class BuiltUpAreas extends BaseRule {

    static final double SAME_AREA = 3;
    static final double ON_ROAD = 2;
    static final int MAX_AREAS = 2;

    BuiltUpAreas() {
        super("SLW-014", Severity.WARNING, "the table has a built-up area or two (towns, buildings), each within " + (int) ON_ROAD
                + "\" of a road or track",
                "the text wants a small town or two on the table, joined by roads");
    }

    @Override
    public void check(Scenario s, Report report) {
        List<List<Terrain>> areas = areas(s);
        if (areas.isEmpty()) {
            report.at(s.spans().of("terrain"), "the table has no built-up area", "the rules want one or two small towns or "
                    + "groups of buildings on the roads");
            return;
        }
        if (areas.size() > MAX_AREAS) {
            report.at(areas.get(MAX_AREAS).get(0).spans().self(), "the table has " + areas.size() + " built-up areas; the rules want one or two",
                    "join buildings into fewer, smaller places");
        }
        for (List<Terrain> area : areas) {
            boolean onRoad = area.stream().flatMap(t -> t.shape().points().stream()).anyMatch(p -> nearRoad(s, p));
            if (!onRoad) {
                Terrain first = area.get(0);
                report.at(first.spans().self(), "the built-up area '" + first.id() + "' is off the road net",
                        "run a road or track within " + (int) ON_ROAD + "\" of it");
            }
        }
    }

    /** Built-up features grouped into areas, in file order; a lone building only where there is no town or group. */
    static List<List<Terrain>> areas(Scenario s) {
        List<List<Terrain>> all = grouped(s);
        List<List<Terrain>> places = all.stream().filter(a -> a.size() > 1 || a.get(0).kind().equals("town")).toList();
        return places.isEmpty() ? all : places;
    }

    private static List<List<Terrain>> grouped(Scenario s) {
        List<List<Terrain>> out = new ArrayList<>();
        for (Terrain t : s.terrain()) {
            if (!TerrainKinds.of(t.kind()).map(TerrainKind::builtUp).orElse(false)) {
                continue;
            }
            List<Terrain> joined = null;
            for (List<Terrain> area : out) {
                if (area.stream().anyMatch(a -> near(a, t))) {
                    joined = area;
                    break;
                }
            }
            if (joined == null) {
                out.add(new ArrayList<>(List.of(t)));
            } else {
                joined.add(t);
            }
        }
        return out;
    }

    private static boolean near(Terrain a, Terrain b) {
        for (Point p : a.shape().points()) {
            if (Geometry.distanceTo(p, b.shape()) <= SAME_AREA) {
                return true;
            }
        }
        for (Point p : b.shape().points()) {
            if (Geometry.distanceTo(p, a.shape()) <= SAME_AREA) {
                return true;
            }
        }
        return false;
    }

    private static boolean nearRoad(Scenario s, Point p) {
        return s.terrain().stream().anyMatch(t -> TerrainKinds.isRoad(t.kind()) && !t.kind().equals("crossroads")
                && Geometry.distanceTo(p, t.shape()) <= ON_ROAD);
    }
}
