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
 * A line's name stands beside it: no road, river, trench or wall runs through the words that name it (El Caney's
 * "Trenches west of the village" was struck through by its trench), on every bundled and authors' map.
 */
class LineNamesTest {

    @TestFactory
    Stream<DynamicTest> noLineRunsThroughItsOwnName() throws IOException {
        return Maps.each(d -> {
            List<String> struck = new ArrayList<>();
            for (MapView.Line line : d.map().ground().lines()) {
                for (MapView.Words w : d.map().captions().labels()) {
                    if (!w.names().equals("label:" + line.id()) || w.lines().isEmpty()) {
                        continue;
                    }
                    Box words = PlacementTest.box(w).grow(-0.5);
                    String[] pts = line.points().trim().split("\\s+");
                    for (int i = 1; i < pts.length; i++) {
                        String[] a = pts[i - 1].split(",");
                        String[] b = pts[i].split(",");
                        if (new Clearance.Segment(Maps.num(a[0]), Maps.num(a[1]), Maps.num(b[0]), Maps.num(b[1])).crosses(words)) {
                            struck.add(w.lines().get(0).text());
                            break;
                        }
                    }
                }
            }
            assertEquals(List.of(), struck, "names struck through by their own lines on the map of " + d.file());
        });
    }
}
