package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.Test;

/**
 * Words on a patterned ground (a field's furrows, a wood's trees, a town's hatching) stand on a halo wide enough to part them
 * from the pattern, on the maps of every bundled and authors' scenario: at 8cd6a0e Torreón's "Mesquite thicket" under Servín
 * and "Road to El Vergel" on the cotton fields had the thin halo of words on open ground, the pattern running through them.
 */
class PatternHaloTest {

    @TestFactory
    Stream<DynamicTest> wordsOnAPatternStandOnAWideHalo() throws IOException {
        return Maps.each(d -> {
            List<Clearance.Fill> fills = d.map().ground().areas().stream().filter(a -> TerrainLayer.PATTERNED.contains(a.kind()))
                    .map(a -> Clearance.Fill.of(a.points())).toList();
            List<String> thin = new ArrayList<>();
            for (Object[] l : PlacementTest.labels(d.map())) {
                MapView.Words w = (MapView.Words) l[0];
                boolean on = fills.stream().anyMatch(f -> f.under((Clearance.Box) l[1]));
                if (on != List.of(w.role().split(" ")).contains("on-pattern")) {
                    thin.add(w.lines().get(0).text() + (on ? " on a pattern, thin halo" : " off patterns, wide halo"));
                }
            }
            assertEquals(List.of(), thin, "words on patterns on the map of " + d.file());
        });
    }

    @Test
    void theStyleSheetWidensTheHalo() throws IOException {
        String css = Files.readString(Path.of("templates/map.css"));
        assertTrue(css.matches("(?s).*\\.on-pattern \\{ stroke-width: ([4-9]|[1-9][0-9])[^}]*}.*"), "a wide halo for .on-pattern");
        assertTrue(css.indexOf(".on-pattern {") > css.lastIndexOf("paint-order: stroke"), "after the halo every word has, so it wins");
    }
}
