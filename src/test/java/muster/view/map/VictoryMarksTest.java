package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Test;

/**
 * A victory location is a star: on a map with a legend the legend names it ("victory location") and the star has no words
 * of its own (at 87b7f21 each star read "VP"); on the table's sheets, which have no legend, it reads "Victory".
 */
class VictoryMarksTest {

    @Test
    void theStarIsNamedByTheLegendOrOnTheTableByAWord() {
        Scenario s = ScenarioLoader.load(Path.of("scenarios/san-juan-heights.yaml"), "san-juan-heights.yaml").scenario().orElseThrow();
        var sheets = Checks.sheets(s);
        MapView gm = new MapDeriver(s, MapOptions.fit(Audience.gameMaster(), false, 10, 7.5), sheets).derive();
        assertFalse(gm.pieces().objectives().isEmpty());
        assertTrue(gm.pieces().objectives().stream().allMatch(o -> o.caption().lines().isEmpty()), "no words by the star");
        assertTrue(gm.captions().legend().stream().anyMatch(l -> l.text().equals("victory location")));
        MapView table = new MapDeriver(s, MapOptions.table(false, 1), sheets).derive();
        assertEquals(List.of("Victory"), table.pieces().objectives().stream().flatMap(o -> o.caption().lines().stream())
                .map(MapView.TextLine::text).distinct().toList());
    }
}
