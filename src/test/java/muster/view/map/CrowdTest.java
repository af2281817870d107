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
