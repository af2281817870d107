package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import muster.view.map.Clearance.Box;
import muster.view.map.Clearance.Poly;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A label's letters stand clear of the ink of every unit and symbol, the strokes drawn on its edge included (a unit's front
 * line is 2 points wide, half of it outside its box; a symbol's outline is stroked 1.2 points): words by a word's space
 * ({@link LabelPlacer#SPACE}, as wide as a word's widest halo), a number or a short tag by {@link LabelPlacer#NUMBER_SPACE}. At 59bc927 the placer kept words 2 points from a unit's box, not from its ink: on San Juan's game master's map "9 Inf"
 * stood 1.6 points from the 24th's front line and "Talavera 1" 1.4 points from the Krupp section's box, run together at 60 dpi.
 */
class InkClearanceTest {

    @TestFactory
    Stream<DynamicTest> noLabelComesNearerAUnitOrASymbolThanItsSpace() throws IOException {
        return Maps.each(d -> assertEquals(List.of(), tooNear(d.map()), "labels on the ink of a unit or symbol on the map of " + d.file()));
    }

    /** Each label nearer the ink of a unit or symbol not its own than it keeps. */
    static List<String> tooNear(MapView map) {
        // each unit's and symbol's ink, by the label that names it
        Map<Poly, String> ink = new LinkedHashMap<>();
        map.pieces().units().forEach(u -> ink.put(PiecesLayer.inked(u), u.caption().names()));
        for (List<MapView.Symbol> marks : List.of(map.pieces().hqs(), map.pieces().targets(), map.pieces().objectives())) {
            marks.forEach(m -> ink.put(Poly.of(PlacementTest.mark(map, m).grow(Marks.INK)), m.caption().names()));
        }
        map.ground().spots().forEach(s -> ink.put(Poly.of(Marks.spot(Maps.num(s.x()), Maps.num(s.y())).grow(Marks.INK)), "label:" + s.id()));
        List<String> out = new ArrayList<>();
        for (Object[] l : PlacementTest.labels(map)) {
            MapView.Words w = (MapView.Words) l[0];
            Box b = (Box) l[1];
            String text = String.join(" ", w.lines().stream().map(MapView.TextLine::text).toList());
            boolean words = !w.role().startsWith("key-number") && text.length() > LabelPlacer.SHORT;
            double keep = words ? LabelPlacer.SPACE : LabelPlacer.NUMBER_SPACE;
            ink.forEach((p, owner) -> {
                if (!owner.equals(w.names()) && p.hits(b.grow(keep))) {
                    out.add(text + " nearer than " + keep + " pt to the ink of " + owner.substring("label:".length()));
                }
            });
        }
        return out;
    }
}
