package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.map.Audience;
import org.junit.jupiter.api.Test;

/**
 * The pre-spotted targets' table measures from the guns on the map at the start; with none there it
 * lists the marks alone (at d0f2c98 an outside author's Zapote printed "no gun placed" on all five rows).
 */
class TargetsTableTest {

    static Scenario load(String file) {
        return ScenarioLoader.load(Path.of(file), file).scenario().orElseThrow();
    }

    @Test
    void withNoGunOnTheMapTheTableListsTheMarksAlone() {
        Scenario zapote = load("src/test/resources/authors/hatsoff-2.yaml");
        List<Pack.TargetLine> lines = Views.targets(zapote, Checks.sheets(zapote), Audience.gameMaster());
        assertEquals(5, lines.size());
        assertTrue(lines.stream().allMatch(l -> l.reach().isEmpty()), lines.toString());
    }

    @Test
    void withGunsOnTheMapEveryTargetGivesTheirDistances() {
        Scenario sjh = load("scenarios/san-juan-heights.yaml");
        List<Pack.TargetLine> lines = Views.targets(sjh, Checks.sheets(sjh), Audience.gameMaster());
        assertTrue(!lines.isEmpty() && lines.stream().allMatch(l -> l.reach().matches(".*\\d+\".*")), lines.toString());
    }
}
