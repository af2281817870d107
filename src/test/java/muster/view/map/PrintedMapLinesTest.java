package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.view.Documents;
import muster.view.Paper;
import muster.view.Views;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The maps as the packs print them (each audience's at the scenario's one scale, its key numbered alike), every bundled and
 * authors' scenario: no label crosses a line it does not name. ({@link #byArrows} counts the words within a few points of an
 * order's arrow, where the printed line reads as run through them: 16 labels within 2 points on the bundled scenarios' maps
 * at 8cd6a0e, 76 on the authors'.)
 */
class PrintedMapLinesTest {

    @TestFactory
    Stream<DynamicTest> noWordsOnOrNextToALineOnAPrintedMap() throws IOException {
        return PlacementTest.files().stream().filter(f -> f.startsWith("scenarios") || f.startsWith("src/test/resources/authors"))
                .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                    for (MapView map : printed(file, Paper.LETTER)) {
                        assertEquals(List.of(), LineCrossingTest.crossings(map), "labels across lines on a printed map of " + file);
                    }
                }));
    }

    /** The printed maps of a scenario, the game master's and each side's; none when it does not check clean. */
    static List<MapView> printed(Path file, Paper paper) {
        LoadResult r = ScenarioLoader.load(file, file.toString());
        List<MapView> out = new ArrayList<>();
        if (r.scenario().isEmpty() || Checks.diagnostics(r.scenario().get()).hasErrors()) {
            return out;
        }
        Scenario s = r.scenario().get();
        Documents d = Views.documents(Checks.checked(s), paper);
        out.add(d.gameMaster().map());
        for (Side side : s.sides()) {
            out.add(d.handout(side.id()).map());
        }
        return out;
    }

    /** The labels within {@code gap} points of an order's arrow's stroke, the arrow of their own order included. */
    static List<String> byArrows(MapView map, double gap) {
        List<String> out = new ArrayList<>();
        List<LineCrossingTest.Owned> arrows = LineCrossingTest.lines(map).stream().filter(o -> o.what().startsWith("order ")).toList();
        for (Object[] l : PlacementTest.labels(map)) {
            MapView.Words w = (MapView.Words) l[0];
            Clearance.Box b = (Clearance.Box) l[1];
            for (LineCrossingTest.Owned o : arrows) {
                if (o.segment().crosses(b.grow(o.half() + gap))) {
                    out.add(w.lines().get(0).text() + " by " + o.what());
                }
            }
        }
        return out;
    }
}
