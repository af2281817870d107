package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.view.map.Clearance.Box;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A key's number on the map stands a space from any words on its line, so that it never reads as the end of a label: at
 * a819a75 Las Guasimas's "2" (the stone breastworks) stood 3.6 points after the Spanish "S. Fernando 4" on a side's map, and on the game master's page just after the Spanish "Puerto Rico 1", which read as
 * "Puerto Rico 1 2".
 */
class KeyNumberSpaceTest {

    /** Less than two spaces of map lettering. */
    static final double CLOSE = 9;

    @TestFactory
    Stream<DynamicTest> aKeyNumberStandsASpaceFromTheWordsOnItsLine() throws IOException {
        return Maps.each(d -> {
            List<Object[]> labels = PlacementTest.labels(d.map());
            List<String> close = new ArrayList<>();
            for (Object[] n : labels) {
                MapView.Words number = (MapView.Words) n[0];
                if (!number.role().split(" ")[0].equals(LabelStyle.KEY.css)) {
                    continue;
                }
                Box a = (Box) n[1];
                for (Object[] l : labels) {
                    MapView.Words w = (MapView.Words) l[0];
                    if (w == number) {
                        continue;
                    }
                    Box b = (Box) l[1];
                    double gap = Math.max(a.x1(), b.x1()) - Math.min(a.x2(), b.x2());
                    boolean oneLine = Math.min(a.y2(), b.y2()) - Math.max(a.y1(), b.y1()) > 1;
                    if (oneLine && gap >= -0.01 && gap < CLOSE) {
                        close.add(w.lines().get(0).text() + " | " + number.lines().get(0).text() + " (" + Math.round(gap * 10) / 10.0 + " pt)");
                    }
                }
            }
            assertEquals(List.of(), close, "key numbers beside words on the map of " + d.file());
        });
    }
}
