package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.view.map.Clearance.Box;
import muster.view.map.Clearance.Poly;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Where several brigades' orders converge, read back from the derived maps of every bundled and
 * authors' scenario: no two arrowheads overlap, no label (an order's caption or any other) covers
 * an arrowhead, and no two captions overlap.
 */
class OrderArrowTest {

    @TestFactory
    Stream<DynamicTest> arrowheadsAndCaptionsNeverStack() throws IOException {
        return Maps.each(d -> assertEquals(List.of(), stacked(d.map()), "order arrows stacked on the map of " + d.file()));
    }

    static List<String> stacked(MapView map) {
        List<MapView.OrderArrow> orders = map.pieces().orders();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < orders.size(); i++) {
            Poly a = Arrowheads.of(orders.get(i).head());
            for (int j = i + 1; j < orders.size(); j++) {
                if (a.hits(Arrowheads.of(orders.get(j).head()))) {
                    out.add("head of " + orders.get(i).caption().names() + " over head of " + orders.get(j).caption().names());
                }
            }
            for (Object[] l : PlacementTest.labels(map)) {
                if (a.hits((Box) l[1])) {
                    out.add(((MapView.Words) l[0]).lines().get(0).text() + " over the head of " + orders.get(i).caption().names());
                }
            }
            Box caption = orders.get(i).caption().lines().isEmpty() ? null : PlacementTest.box(orders.get(i).caption());
            for (int j = i + 1; j < orders.size() && caption != null; j++) {
                if (!orders.get(j).caption().lines().isEmpty() && caption.hits(PlacementTest.box(orders.get(j).caption()))) {
                    out.add("caption of " + orders.get(i).caption().names() + " over caption of " + orders.get(j).caption().names());
                }
            }
        }
        return out;
    }
}
