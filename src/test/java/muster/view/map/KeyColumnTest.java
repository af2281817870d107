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
 * San Juan Heights at 1:8 leaves no room below its five-row legend for rows of a key, and a strip of 40 points right of the
 * table: the key runs on after the legend's last entry, each entry on one line, and the map keeps its scale (at 59bc927 it
 * stood in that strip, its entries wrapped to 3 or 4 lines of about 15 characters).
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
    void theGameMastersAndSpainsMapsKeepOneToEightWithTheKeyRunOnAfterTheLegend() {
        for (Audience a : List.of(Audience.gameMaster(), Audience.side("spain"))) {
            MapView map = map(a);
            assertEquals(8, map.frame().scale(), a.toString());
            double width = Maps.num(map.frame().width());
            double height = Maps.num(map.frame().height());
            assertTrue(width <= BOX_WIDTH * 72 + 1e-6 && height <= BOX_HEIGHT * 72 + 1e-6, a + ": " + width + " x " + height);
            double tableBottom = Maps.num(map.frame().table().y()) + Maps.num(map.frame().table().height());
            List<MapView.KeyEntry> key = map.captions().key();
            assertTrue(!key.isEmpty(), a + " has numbered labels at 1:8");
            for (MapView.KeyEntry e : key) {
                assertEquals(List.of(e.text()), e.lines().stream().map(MapView.TextLine::text).toList(), "entry " + e.number() + " on one line");
                assertTrue(Maps.num(e.y()) > tableBottom + 20, "entry " + e.number() + " under the table, with the legend");
                assertTrue(Maps.num(e.textX()) + TextWidth.SANS.of(e.text(), MapKey.TEXT_SIZE) <= width + 1e-6, "'" + e.text() + "' past the map");
                assertTrue(Maps.num(e.y()) + 2 <= height, "'" + e.text() + "' below the drawing");
            }
            for (MapView.LegendItem i : map.captions().legend()) {
                for (MapView.KeyEntry e : key) {
                    boolean sameLine = Math.abs(Maps.num(i.at().textY()) - Maps.num(e.y())) < 1;
                    assertTrue(!sameLine || Maps.num(e.x()) >= Maps.num(i.at().textX()) + TextWidth.SANS.of(i.text(), MapKey.TEXT_SIZE) + 4,
                            "entry " + e.number() + " clear of the legend's '" + i.text() + "'");
                }
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
