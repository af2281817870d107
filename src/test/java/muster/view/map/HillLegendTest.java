package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Test;

/**
 * The legend shows each level of hill the map draws, in its shade (at d0f2c98 Torreón's legend had
 * one swatch, in the first level's shade, that said "hill, level 2"); a general's name is set in his
 * side's colour, so it never reads as a line of the place name beside it.
 */
class HillLegendTest {

    static MapView map(String file) {
        Scenario s = ScenarioLoader.load(Path.of(file), file).scenario().orElseThrow();
        return new MapDeriver(s, MapOptions.fit(Audience.gameMaster(), Checks.sheets(s).buildingGrid(), 10.2, 7.38), Checks.sheets(s)).derive();
    }

    @Test
    void twoLevelsOfHillTwoShadesInOneSwatch() {
        MapView.LegendItem hill = map("scenarios/torreon-1914.yaml").captions().legend().stream().filter(i -> i.kind().equals("hill"))
                .findFirst().orElseThrow();
        // the Mexican Revolution rules give a hill's level no meaning: the shades stay, the words say only "hill"
        assertEquals("hill", hill.text());
        assertEquals(List.of("level-1", "level-2"), hill.parts().stream().map(MapView.LegendItem.Part::sideClass).toList());
    }

    @Test
    void oneLevelOneShade() {
        MapView.LegendItem hill = map("scenarios/el-caney.yaml").captions().legend().stream().filter(i -> i.kind().equals("hill"))
                .findFirst().orElseThrow();
        assertEquals(List.of(), hill.parts());
        assertEquals("level-" + hill.text().replaceAll("\\D", ""), hill.look());
    }

    @Test
    void aGeneralsNameIsInHisSidesColour() {
        for (MapView.Symbol hq : map("src/test/resources/authors/mexican-revolution-2.yaml").pieces().hqs()) {
            // a name on a patterned ground stands on a wider halo as well (on-pattern)
            assertEquals("hq-label " + hq.sideClass(), hq.caption().role().replace(" on-pattern", ""));
        }
    }
}
