package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.TextWidth;
import org.junit.jupiter.api.Test;

/**
 * The last resort of the label placer, on a village too crowded for its names: a label with no
 * clear place stands as a number, the key below the map lists every number with its words, and
 * the map with its key still fits the page's box.
 */
class KeyTest {

    static final Path FILE = Path.of("src/test/resources/maps/crowded-village.yaml");
    static final double BOX_WIDTH = 10.3;
    static final double BOX_HEIGHT = 7.0;

    static MapView map() {
        var r = ScenarioLoader.load(FILE, FILE.toString());
        Scenario s = r.scenario().orElseThrow();
        assertTrue(!Checks.diagnostics(s).hasErrors(), () -> Checks.diagnostics(s).all().toString());
        return new MapDeriver(s, MapOptions.fit(Audience.gameMaster(), false, BOX_WIDTH, BOX_HEIGHT), Checks.sheets(s)).derive();
    }

    @Test
    void labelsWithNoClearPlaceStandAsNumbersListedInTheKey() {
        MapView map = map();
        List<MapView.KeyEntry> key = map.captions().key();
        assertTrue(key.size() >= 3, "the crowded village sends names to the key, got " + key.size());
        List<MapView.Words> numbers = PlacementTest.labels(map).stream().map(l -> (MapView.Words) l[0])
                .filter(w -> w.role().startsWith("key-number")).toList();
        assertEquals(key.stream().map(MapView.KeyEntry::number).sorted().toList(), numbers.stream().map(w -> w.lines().get(0).text())
                .sorted().toList(), "each number on the map is in the key");
        Set<String> names = key.stream().map(MapView.KeyEntry::text).collect(Collectors.toSet());
        assertEquals(key.size(), names.size(), "each keyed name once");
        assertTrue(names.stream().allMatch(n -> n.startsWith("Casa de la familia") || n.startsWith("Calle") || n.startsWith("Avenida")),
                names.toString());
        assertEquals(List.of(), PlacementTest.collisions(map));
        // here even numbers find no place clear of every lane, so a number may stand on one; words never do
        assertEquals(List.of(), LineCrossingTest.crossings(map).stream().filter(c -> !c.matches("\\d+ across .*")).toList());
    }

    @Test
    void theMapWithItsKeyFitsTheBox() {
        MapView map = map();
        double width = Maps.num(map.frame().width());
        double height = Maps.num(map.frame().height());
        assertTrue(width <= BOX_WIDTH * 72 + 1e-6 && height <= BOX_HEIGHT * 72 + 1e-6, width + " x " + height);
        double tableBottom = Maps.num(map.frame().table().y()) + Maps.num(map.frame().table().height());
        double tableRight = Maps.num(map.frame().table().x()) + Maps.num(map.frame().table().width()) + 4;
        List<MapView.KeyEntry> key = map.captions().key();
        for (int i = 0; i < key.size(); i++) {
            MapView.KeyEntry e = key.get(i);
            double right = right(e);
            boolean below = Maps.num(e.y()) > tableBottom;
            boolean beside = Maps.num(e.x()) > tableRight;
            assertTrue((below || beside) && Maps.num(e.y()) <= height && right <= width, "key entry " + e.number() + " off the map or on it");
            for (int j = i + 1; j < key.size(); j++) {
                MapView.KeyEntry o = key.get(j);
                double oRight = right(o);
                boolean apartInX = Maps.num(o.x()) >= right || Maps.num(e.x()) >= oRight;
                boolean apartInY = Math.abs(Maps.num(o.y()) - Maps.num(e.y())) >= 7;
                assertTrue(apartInX || apartInY, "key entries " + e.number() + " and " + o.number() + " overlap");
            }
        }
    }

    /** The right edge of an entry's widest printed line. */
    static double right(MapView.KeyEntry e) {
        return e.lines().stream().mapToDouble(l -> Maps.num(l.x()) + TextWidth.SANS.of(l.text(), MapKey.TEXT_SIZE)).max().orElse(0);
    }
}
