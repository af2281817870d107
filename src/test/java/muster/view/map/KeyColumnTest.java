package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.TextWidth;
import org.junit.jupiter.api.Test;

/**
 * San Juan Heights at 1:8 leaves no room below its five-row legend for a key, but a strip right of
 * the table: the key stands there in one column of wrapped entries, and the map keeps its scale.
 */
class KeyColumnTest {

    /** Letter landscape less the map page's margins (0.4 in either side, 0.25 in above and below), its title lines (30 pt) and slack. */
    static final double BOX_WIDTH = 10.2;
    static final double BOX_HEIGHT = 8.5 - 2 * 0.25 - 30 / 72.0 - 0.04;

    static MapView map(Audience audience) {
        return map("san-juan-heights", audience);
    }

    static MapView map(String id, Audience audience) {
        Path file = Path.of("scenarios/" + id + ".yaml");
        Scenario s = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
        return new MapDeriver(s, MapOptions.fit(audience, Checks.sheets(s).buildingGrid(), BOX_WIDTH, BOX_HEIGHT), Checks.sheets(s)).derive();
    }

    @Test
    void theGameMastersAndSpainsMapsKeepOneToEightWithTheKeyInAColumnBesideTheTable() {
        for (Audience a : List.of(Audience.gameMaster(), Audience.side("spain"))) {
            MapView map = map(a);
            assertEquals(8, map.frame().scale(), a.toString());
            double width = Maps.num(map.frame().width());
            assertTrue(width <= BOX_WIDTH * 72 + 1e-6 && Maps.num(map.frame().height()) <= BOX_HEIGHT * 72 + 1e-6, a + ": " + width);
            double tableRight = Maps.num(map.frame().table().x()) + Maps.num(map.frame().table().width());
            double tableBottom = Maps.num(map.frame().table().y()) + Maps.num(map.frame().table().height());
            List<MapView.KeyEntry> key = map.captions().key();
            assertTrue(!key.isEmpty(), a + " has numbered labels at 1:8");
            List<Double> baselines = new ArrayList<>();
            for (MapView.KeyEntry e : key) {
                assertTrue(Maps.num(e.x()) > tableRight + 4, "entry " + e.number() + " beside the table, clear of its row numbers");
                assertEquals(e.text(), String.join(" ", e.lines().stream().map(MapView.TextLine::text).toList()), "every word, none cut");
                for (MapView.TextLine l : e.lines()) {
                    assertTrue(Maps.num(l.x()) + TextWidth.SANS.of(l.text(), MapKey.TEXT_SIZE) <= width + 1e-6, "'" + l.text() + "' past the map");
                    assertTrue(Maps.num(l.y()) <= tableBottom, "'" + l.text() + "' below the table");
                    baselines.add(Maps.num(l.y()));
                }
            }
            for (int i = 1; i < baselines.size(); i++) {
                assertTrue(baselines.get(i) - baselines.get(i - 1) >= 7, a + ": key lines " + i + " and " + (i + 1) + " overlap");
            }
            assertEquals(List.of(), PlacementTest.collisions(map), a.toString());
        }
    }

    @Test
    void aKeyThatWouldStandTwoWordsWideGoesUnderTheLegendWhereThePageHasTheDepth() {
        // Las Guasimas at 1:8 leaves a strip of about 60 pt beside the table: "Stone / breastworks / at the / junction"
        MapView map = map("las-guasimas", Audience.gameMaster());
        assertEquals(8, map.frame().scale());
        assertTrue(Maps.num(map.frame().height()) <= BOX_HEIGHT * 72 + 1e-6);
        double tableBottom = Maps.num(map.frame().table().y()) + Maps.num(map.frame().table().height());
        List<MapView.KeyEntry> key = map.captions().key();
        // the Puerto Rico companies' order, keyed as 2 until orders stood by their own arrows, is named on the map
        assertTrue(key.size() >= 1, "numbered labels at 1:8");
        for (MapView.KeyEntry e : key) {
            assertEquals(1, e.lines().size(), "entry " + e.number() + " on one line: " + e.lines());
            assertTrue(Maps.num(e.y()) > tableBottom, "entry " + e.number() + " under the legend");
        }
        assertEquals(List.of(), PlacementTest.collisions(map));
    }
}
