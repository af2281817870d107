package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
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
 * A label that goes to the key on the game master's map and on a side's has one number on both, so the game master and a
 * player point at the same "5"; a label only the side's map keys takes a number after the game master's.
 */
class KeyNumbersTest {

    @ParameterizedTest
    @ValueSource(strings = {"scenarios/san-juan-heights.yaml", "scenarios/el-caney.yaml", "scenarios/torreon-1914.yaml",
            "scenarios/las-guasimas.yaml", "scenarios/teddys-wild-ride.yaml", "src/test/resources/authors/hatsoff-2.yaml",
            "src/test/resources/authors/junior-general-4.yaml", "src/test/resources/authors/mexican-revolution-2.yaml"})
    void aLabelKeyedOnTwoMapsHasOneNumber(String file) {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            Documents d = Views.documents(Checks.checked(load(file)), paper);
            Map<String, String> master = numbers(d.gameMaster().map());
            int last = master.values().stream().mapToInt(Integer::parseInt).max().orElse(0);
            for (Side side : d.scenario().sides()) {
                Map<String, String> own = numbers(d.handout(side.id()).map());
                for (Map.Entry<String, String> e : own.entrySet()) {
                    if (master.containsKey(e.getKey())) {
                        assertEquals(master.get(e.getKey()), e.getValue(), file + " " + side.id() + " on " + paper.cssName() + ": " + e.getKey());
                    } else {
                        assertTrue(Integer.parseInt(e.getValue()) > last, file + " " + side.id() + ": " + e + " after " + master);
                    }
                }
                assertEquals(own.size(), own.values().stream().distinct().count(), "one label a number: " + own);
            }
        }
    }

    @Test
    void sanJuansCarrollIsKeyedOnTheGameMastersMapAndTheAmericans() {
        // the case the rule is for: at ffc04e2 the game master's map had "5 1st Brigade (Carroll): attack", the US map "4"
        Documents d = Views.documents(Checks.checked(load("scenarios/san-juan-heights.yaml")), Paper.LETTER);
        Map<String, String> master = numbers(d.gameMaster().map());
        Map<String, String> us = numbers(d.handout("us").map());
        List<String> both = us.keySet().stream().filter(master::containsKey).toList();
        assertTrue(!both.isEmpty(), "labels keyed on both maps: " + master + " / " + us);
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
