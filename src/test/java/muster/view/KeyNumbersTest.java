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
 * A side's map numbers its key 1, 2, 3 ... with no gap (at 002fe04 San Juan's US key ran 1-6 and then 9, telling the players
 * that the game master's map keys two things they do not see), the labels the game master's map keys too first and in its
 * order, so the game master and a player count through the same features alike; with no hidden label between them, one number.
 */
class KeyNumbersTest {

    @ParameterizedTest
    @ValueSource(strings = {"scenarios/san-juan-heights.yaml", "scenarios/el-caney.yaml", "scenarios/torreon-1914.yaml",
            "scenarios/las-guasimas.yaml", "scenarios/teddys-wild-ride.yaml", "src/test/resources/authors/hatsoff-2.yaml",
            "src/test/resources/authors/junior-general-4.yaml", "src/test/resources/authors/mexican-revolution-2.yaml"})
    void aSidesKeyHasNoGapAndFollowsTheGameMastersOrder(String file) {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            Documents d = Views.documents(Checks.checked(load(file)), paper);
            Map<String, String> master = numbers(d.gameMaster().map());
            for (Side side : d.scenario().sides()) {
                Map<String, String> own = numbers(d.handout(side.id()).map());
                List<Integer> used = own.values().stream().map(Integer::parseInt).sorted().toList();
                assertEquals(java.util.stream.IntStream.rangeClosed(1, own.size()).boxed().toList(), used,
                        file + " " + side.id() + " on " + paper.cssName() + ": " + own);
                List<String> shared = own.keySet().stream().filter(master::containsKey).toList();
                for (String a : shared) {
                    for (String b : shared) {
                        boolean before = Integer.parseInt(master.get(a)) < Integer.parseInt(master.get(b));
                        assertEquals(before, Integer.parseInt(own.get(a)) < Integer.parseInt(own.get(b)), file + " " + side.id() + ": " + a + ", " + b);
                    }
                    int after = (int) own.keySet().stream().filter(x -> !master.containsKey(x)).filter(x -> Integer.parseInt(own.get(x)) < Integer.parseInt(own.get(a))).count();
                    assertEquals(0, after, file + " " + side.id() + ": a label only this map keys comes after " + a);
                }
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
