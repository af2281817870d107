package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.view.TextWidth;
import muster.view.map.Clearance.Box;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The legend, the scale bar with its numbers and note, the north arrow and the key stand apart and
 * whole on the drawing, read back from the derived maps of every bundled and authors' scenario and
 * of a long narrow table: nothing runs off the drawing's edge, nothing prints over anything else.
 */
class LegendTest {

    @TestFactory
    Stream<DynamicTest> legendScaleBarAndKeyStandApartOnTheDrawing() throws IOException {
        return Maps.each(d -> assertEquals(List.of(), clashes(d.map()), "legend, scale bar and key on the map of " + d.file()));
    }

    /** Every box of the legend's block, named. */
    static List<Object[]> boxes(MapView map) {
        List<Object[]> out = new ArrayList<>();
        for (MapView.LegendItem i : map.captions().legend()) {
            double x = Maps.num(i.at().x());
            double y = Maps.num(i.at().textY());
            out.add(new Object[] {"entry '" + i.text() + "'", new Box(x, y - 8, x + LegendLayout.SWATCH + TextWidth.SANS.of(i.text(), 6.5), y + 2)});
        }
        MapView.ScaleBar bar = map.bearings().scaleBar();
        for (MapView.Rect r : concat(bar.dark(), bar.light())) {
            out.add(new Object[] {"scale bar", new Box(Maps.num(r.x()), Maps.num(r.y()), Maps.num(r.x()) + Maps.num(r.width()),
                    Maps.num(r.y()) + Maps.num(r.height()))});
        }
        for (MapView.Label l : bar.labels()) {
            double w = TextWidth.SANS.of(l.text(), 6);
            double x = Maps.num(l.x()) - (l.anchor().equals("middle") ? w / 2 : 0);
            out.add(new Object[] {"scale '" + l.text() + "'", new Box(x, Maps.num(l.y()) - 5, x + w, Maps.num(l.y()) + 1.5)});
        }
        for (MapView.Symbol n : map.bearings().north()) {
            double x = Maps.num(n.x());
            double y = Maps.num(n.y());
            out.add(new Object[] {"north arrow", new Box(x - 5, y - 14, x + 5, y + 12)});
        }
        for (MapView.KeyEntry k : map.captions().key()) {
            double x = Maps.num(k.x());
            double y = Maps.num(k.y());
            out.add(new Object[] {"key " + k.number(), new Box(x, y - 5, KeyTest.right(k), y + 1.5 + 7.5 * (k.lines().size() - 1))});
        }
        return out;
    }

    static List<String> clashes(MapView map) {
        List<String> out = new ArrayList<>();
        Box drawing = new Box(0, 0, Maps.num(map.frame().width()), Maps.num(map.frame().height()));
        MapView.Rect t = map.frame().table();
        Box table = new Box(Maps.num(t.x()), Maps.num(t.y()), Maps.num(t.x()) + Maps.num(t.width()), Maps.num(t.y()) + Maps.num(t.height()));
        List<Object[]> boxes = boxes(map);
        for (int i = 0; i < boxes.size(); i++) {
            Box b = (Box) boxes.get(i)[1];
            if (!b.within(drawing)) {
                out.add(boxes.get(i)[0] + " runs off the drawing");
            }
            if (b.hits(table)) {
                out.add(boxes.get(i)[0] + " on the table");
            }
            for (int j = i + 1; j < boxes.size(); j++) {
                boolean barItself = boxes.get(i)[0].equals("scale bar") && boxes.get(j)[0].equals("scale bar");
                if (!barItself && b.hits((Box) boxes.get(j)[1])) {
                    out.add(boxes.get(i)[0] + " over " + boxes.get(j)[0]);
                }
            }
        }
        return out;
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
