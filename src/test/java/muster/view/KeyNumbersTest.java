package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.ScenarioLoader;
import muster.view.map.MapView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A map note's number means one thing on every map of a scenario: the game master's and each side's (at 8cd6a0e San Juan's
 * marker 5 was Carroll's attack on the game master's map and Wood's on the US map, each side's key renumbered 1, 2, 3 ...).
 * A side's map may skip the numbers of notes it does not show.
 */
class KeyNumbersTest {

    @ParameterizedTest
    @ValueSource(strings = {"scenarios/san-juan-heights.yaml", "scenarios/el-caney.yaml", "scenarios/torreon-1914.yaml",
            "scenarios/las-guasimas.yaml", "scenarios/teddys-wild-ride.yaml", "src/test/resources/authors/hatsoff-2.yaml",
            "src/test/resources/authors/junior-general-4.yaml", "src/test/resources/authors/mexican-revolution-2.yaml"})
    void aNumberMeansOneNoteOnEveryMapOfTheScenario(String file) {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            Documents d = Views.documents(Checks.checked(load(file)), paper);
            Map<String, String> byNumber = new HashMap<>();
            Map<String, String> byText = new HashMap<>();
            Map<String, MapView> maps = new LinkedHashMap<>();
            maps.put("game master", d.gameMaster().map());
            for (Side side : d.scenario().sides()) {
                maps.put(side.id(), d.handout(side.id()).map());
            }
            maps.forEach((who, map) -> map.captions().key().forEach(e -> {
                String where = file + " on " + paper.cssName() + ", " + who + "'s map: ";
                assertEquals(byNumber.computeIfAbsent(e.number(), n -> e.text()), e.text(), where + "note " + e.number());
                assertEquals(byText.computeIfAbsent(e.text(), t -> e.number()), e.number(), where + e.text());
            }));
        }
    }

    @Test
    void sanJuansCarrollIsKeyedOnTheGameMastersMapAndTheAmericansAlike() {
        // the case the rule is for: the game master's map had "5 1st Brigade (Carroll): attack", the US map "5 2nd Brigade
        // (Wood): attack"
        Documents d = Views.documents(Checks.checked(load("scenarios/san-juan-heights.yaml")), Paper.LETTER);
        Map<String, String> master = numbers(d.gameMaster().map());
        Map<String, String> us = numbers(d.handout("us").map());
        List<String> both = us.keySet().stream().filter(master::containsKey).toList();
        assertTrue(!both.isEmpty(), "labels keyed on both maps: " + master + " / " + us);
        both.forEach(t -> assertEquals(master.get(t), us.get(t), t));
    }

    private static Map<String, String> numbers(MapView map) {
        Map<String, String> out = new HashMap<>();
        map.captions().key().forEach(e -> out.put(e.text(), e.number()));
        return out;
    }

    private static Scenario load(String file) {
        Path path = Path.of(file);
        return ScenarioLoader.load(path, path.toString()).scenario().orElseThrow();
    }
}
