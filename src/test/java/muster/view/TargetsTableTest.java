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
    void gunsOutOfRangeAreGatheredOncePerRange() {
        // at d0f2c98 each gun of Celaya's Villistas said "(out of range, 48\")" after its distance, five times a row
        Scenario celaya = load("src/test/resources/authors/mexican-revolution-2.yaml");
        String t4 = Views.targets(celaya, Checks.sheets(celaya), Audience.gameMaster()).get(3).reach();
        assertTrue(t4.startsWith("out of range (48\"): 75 mm gun (1st) 71\", 75 mm gun (2nd)"), t4);
        assertEquals(1, t4.split("out of range \\(48", -1).length - 1, t4);
    }

    @Test
    void withGunsOnTheMapEveryTargetGivesTheirDistances() {
        Scenario sjh = load("scenarios/san-juan-heights.yaml");
        List<Pack.TargetLine> lines = Views.targets(sjh, Checks.sheets(sjh), Audience.gameMaster());
        assertTrue(!lines.isEmpty() && lines.stream().allMatch(l -> l.reach().matches(".*\\d+\".*")), lines.toString());
    }
}
