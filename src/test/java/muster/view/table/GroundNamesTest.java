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
 * A sheet of the table on which no name of the map prints says what ground it shows (at d0f2c98 an
 * outside author's Caloocan printed sheets of nothing but its bamboo pattern, named nowhere on them).
 */
class GroundNamesTest {

    @Test
    void aSheetOfBambooSaysBamboo() {
        String file = "src/test/resources/authors/splendid-little-war-3.yaml";
        Scenario s = ScenarioLoader.load(Path.of(file), file).scenario().orElseThrow();
        TableView t = TableLayout.layout(s, Checks.sheets(s), Paper.LETTER, 1, true);
        List<String> first = t.sheets().get(0).overlay().references().stream().filter(x -> x.role().equals("ground-name"))
                .map(TableView.Text::text).toList();
        assertEquals(List.of("Bamboo"), first);
        long named = t.sheets().stream().filter(sheet -> sheet.overlay().references().stream().anyMatch(x -> x.role().equals("ground-name")))
                .count();
        assertTrue(named >= 10, named + " sheets named by their ground");
    }
}
