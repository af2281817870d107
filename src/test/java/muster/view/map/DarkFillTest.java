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
 * No words stand on a building's dark fill but the building's own name, on the maps of every bundled
 * and authors' scenario (at 988eb44 Torreón's "Velasco" and "Spur to the Casa Redonda" lay on buildings).
 */
class DarkFillTest {

    @TestFactory
    Stream<DynamicTest> noWordsOnABuildingButItsName() throws IOException {
        return Maps.each(d -> {
            List<String> on = new ArrayList<>();
            for (MapView.Area a : d.map().ground().areas()) {
                if (!a.kind().equals("building")) {
                    continue;
                }
                Box dark = Box.around(a.points());
                for (Object[] l : PlacementTest.labels(d.map())) {
                    MapView.Words w = (MapView.Words) l[0];
                    String text = w.lines().get(0).text();
                    if (!w.names().equals("label:" + a.id()) && text.length() > LabelPlacer.SHORT && ((Box) l[1]).hits(dark)) {
                        on.add(text + " on " + a.id());
                    }
                }
            }
            assertEquals(List.of(), on, "words on buildings on the map of " + d.file());
        });
    }
}
