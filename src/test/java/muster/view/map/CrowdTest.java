package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.scenario.Point;
import muster.scenario.Unit;
import muster.view.map.MapView.UnitMark;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Crowds stay readable, read back from the derived maps: no two unit boxes overlap, a unit drawn
 * where it stands on the table is at its true place, and a unit drawn aside from a crowd has a
 * leader that ends at its true place, both computed here from the scenario and the map's frame.
 */
class CrowdTest {

    @TestFactory
    Stream<DynamicTest> noTwoUnitBoxesOverlap() throws IOException {
        return Maps.each(d -> assertEquals(List.of(), overlaps(d.map()), "units drawn over each other on the map of " + d.file()));
    }

    @TestFactory
    Stream<DynamicTest> everyUnitIsAtItsTruePlaceOrLedToIt() throws IOException {
        return Maps.each(d -> {
            MapView.Rect t = d.map().frame().table();
            double k = Maps.num(t.width()) / d.scenario().table().width();
            List<String> wrong = new ArrayList<>();
            for (UnitMark u : d.map().pieces().units()) {
                String id = u.caption().names().substring("label:".length());
                Unit unit = d.scenario().sides().stream().flatMap(s -> s.formations().stream()).flatMap(f -> f.units().stream())
                        .filter(x -> x.id().equals(id)).findFirst().orElseThrow();
                Point at = unit.at().orElseThrow();
                double x = Maps.num(t.x()) + at.x() * k;
                double y = Maps.num(t.y()) + (d.scenario().table().depth() - at.y()) * k;
                double ex = u.spot().isEmpty() ? Maps.num(u.box().x()) : Maps.num(u.spot().get(0).x2());
                double ey = u.spot().isEmpty() ? Maps.num(u.box().y()) : Maps.num(u.spot().get(0).y2());
                if (Math.abs(ex - x) > 0.01 || Math.abs(ey - y) > 0.01) {
                    wrong.add(id + (u.spot().isEmpty() ? " drawn at " : " led to ") + ex + "," + ey + ", true place " + x + "," + y);
                }
                if (!u.spot().isEmpty() && (!u.spot().get(0).x1().equals(u.box().x()) || !u.spot().get(0).y1().equals(u.box().y()))) {
                    wrong.add(id + "'s leader does not start at its box");
                }
            }
            assertEquals(List.of(), wrong);
        });
    }

    /** Nothing drawn over what matters: no unit over a work, a target or a headquarters; no victory star over any of them or a unit. */
    @TestFactory
    Stream<DynamicTest> noUnitOrStarCoversAMark() throws IOException {
        return Maps.each(d -> {
            MapView map = d.map();
            List<String> wrong = new ArrayList<>();
            List<Clearance.Poly> marks = new ArrayList<>();
            map.pieces().hqs().forEach(h -> marks.add(Clearance.Poly.of(Marks.hq(Maps.num(h.x()), Maps.num(h.y())))));
            map.pieces().targets().forEach(t -> marks.add(Clearance.Poly.of(Marks.target(Maps.num(t.x()), Maps.num(t.y())))));
            map.ground().spots().forEach(s -> marks.add(Clearance.Poly.of(Marks.spot(Maps.num(s.x()), Maps.num(s.y())))));
            for (UnitMark u : map.pieces().units()) {
                marks.stream().filter(m -> m.hits(PiecesLayer.footprint(u))).forEach(m -> wrong.add(u.caption().names() + " over a mark at " + m.bounds()));
            }
            for (MapView.Symbol o : map.pieces().objectives()) {
                Clearance.Box star = Marks.star(Maps.num(o.x()), Maps.num(o.y()));
                marks.stream().filter(m -> m.hits(star)).forEach(m -> wrong.add("a victory star over a mark at " + m.bounds()));
                map.pieces().units().stream().filter(u -> PiecesLayer.footprint(u).hits(star))
                        .forEach(u -> wrong.add("a victory star over " + u.caption().names()));
            }
            assertEquals(List.of(), wrong, "marks covered on the map of " + d.file());
        });
    }

    static List<String> overlaps(MapView map) {
        List<UnitMark> units = map.pieces().units();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < units.size(); i++) {
            for (int j = i + 1; j < units.size(); j++) {
                if (PiecesLayer.footprint(units.get(i)).hits(PiecesLayer.footprint(units.get(j)))) {
                    out.add(units.get(i).caption().names() + " over " + units.get(j).caption().names());
                }
            }
        }
        return out;
    }
}
