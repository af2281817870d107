package muster.view.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.Paper;
import org.junit.jupiter.api.Test;

/**
 * A sheet of the table on which no name of the map prints says what ground it shows, the first such
 * sheet of each area the map names nowhere (at d0f2c98 sheets of bare pattern said nothing at all).
 */
class GroundNamesTest {

    @Test
    void aSheetOfGroundTheMapNamesNowhereSaysWhatItIsOnce() {
        String file = "src/test/resources/authors/junior-general-4.yaml";
        Scenario s = ScenarioLoader.load(Path.of(file), file).scenario().orElseThrow();
        TableView t = TableLayout.layout(s, Checks.sheets(s), Paper.LETTER, 1, true);
        List<String> names = t.sheets().stream().flatMap(sheet -> sheet.overlay().references().stream())
                .filter(x -> x.role().equals("ground-name")).map(TableView.Text::text).toList();
        assertTrue(!names.isEmpty(), "no sheet of bare ground is named");
        // each unnamed area once (four here), and none the map already names: a name repeated sheet after sheet is noise
        assertEquals(List.of("Woods", "Rough", "Jungle", "Field"), names);
        List<String> printed = t.maps().map().captions().labels().stream().flatMap(w -> w.lines().stream()).map(l -> l.text()).toList();
        assertTrue(names.stream().noneMatch(printed::contains), names + " against " + printed);
    }
}
