package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntUnaryOperator;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Test;

/**
 * A key renumbered in place is the map laid out again with those numbers, every record alike; where that would not be so
 * (a number grows a digit, the key's order changes) it is not renumbered.
 */
class KeyRenumberingTest {

    private static Scenario village() {
        return ScenarioLoader.load(KeyTest.FILE, KeyTest.FILE.toString()).scenario().orElseThrow();
    }

    private static MapView drawn(Map<String, Integer> numbers) {
        Scenario s = village();
        return new MapDeriver(s, MapOptions.fit(Audience.gameMaster(), false, KeyTest.BOX_WIDTH, KeyTest.BOX_HEIGHT).numbered(numbers),
                Checks.sheets(s)).derive();
    }

    /** The map's keyed words numbered anew, each from its number now. */
    private static Map<String, Integer> numbers(MapView map, IntUnaryOperator from) {
        Map<String, Integer> out = new LinkedHashMap<>();
        map.captions().key().forEach(e -> out.put(e.text(), from.applyAsInt(Integer.parseInt(e.number()))));
        return out;
    }

    @Test
    void renumberedInPlaceIsTheMapDrawnAgain() {
        MapView plain = drawn(Map.of());
        int n = plain.captions().key().size();
        assertTrue(n >= 12 && n < 40, "the crowded village keys a dozen labels or more, got " + n);
        Map<String, Integer> numbers = numbers(plain, i -> i < 10 ? i : i + 50);
        Optional<MapView> renumbered = KeyRenumbering.of(plain, numbers);
        assertTrue(renumbered.isPresent(), "as many digits each, the order kept");
        MapView again = drawn(numbers);
        assertEquals(again, renumbered.get());
        assertTrue(!again.equals(plain), "the numbers changed on the map");
        assertEquals(plain, KeyRenumbering.of(plain, numbers(plain, i -> i)).orElseThrow(), "numbered as it is: the map itself");
    }

    @Test
    void aNumberOfOtherWidthOrAnotherOrderIsNotRenumbered() {
        MapView plain = drawn(Map.of());
        assertEquals(Optional.empty(), KeyRenumbering.of(plain, numbers(plain, i -> i + 1)), "9 to 10 grows a digit");
        assertEquals(Optional.empty(), KeyRenumbering.of(plain, numbers(plain, i -> i == 10 ? 11 : i == 11 ? 10 : i)), "10 and 11 swapped");
        Map<String, Integer> missing = numbers(plain, i -> i);
        missing.remove(plain.captions().key().get(0).text());
        assertEquals(Optional.empty(), KeyRenumbering.of(plain, missing), "a keyed label with no number");
    }
}
