package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Test;

/**
 * A special rule every side reads that calls a unit by its name stands on that unit's card: a reviewer read an author's
 * "Bolomen carry no rifles: they may not fire" in the special rules and "Fire 12": 6D6" on the bolomen's card, with nothing on
 * the card to say the scenario changes it.
 */
class RulesNamingUnitsTest {

    static final String RULES = """
            specialRules:
              - "Bolomen carry no rifles: they may not fire, but add 1 to their dice when they charge."
              - "The train may not pass the station before turn 4."
              - { side: a, text: "Bolomen hide in the cane on a 5 or 6." }
              - "Black powder: the 2nd Massachusetts carry Springfields and give themselves away with smoke."
              - "Telegraph: Velasco may change the orders of any brigade from the station, as long as the line holds; a brigade\
             that gets its order by telegraph may not move in the turn it gets it, and the Villistas may cut the line by standing on it."
            """;

    static Scenario scenario() {
        String yaml = """
                id: t
                title: T
                ruleset: splendid-little-war
                turns: 10
                table: { width: 72, depth: 48 }
                terrain:
                  - { id: station, kind: building, name: Church of the Station, at: [30, 30] }
                sides:
                  - id: a
                    name: A
                    nation: philippines
                    formations:
                      - id: f
                        units:
                          - { id: bolo, name: Sandatahanes of Bulacan (bolomen), type: infantry, count: 6, at: [10, 10] }
                          - { id: guard, name: Station guard, short: Station, type: infantry, count: 4, at: [12, 10] }
                          - { id: tren, name: Reserve wagons, short: Train, type: infantry, count: 4, at: [14, 10] }
                          - { id: mass, name: 2nd Massachusetts Volunteer Infantry, short: 2nd Mass, type: infantry, count: 4, at: [18, 10] }
                          - { id: velasco, name: General José Refugio Velasco, short: Velasco, type: infantry, count: 4, at: [16, 10] }
                """ + RULES;
        LoadResult r = ScenarioLoader.parse("t.yaml", yaml.getBytes(StandardCharsets.UTF_8));
        return r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all()));
    }

    static List<String> on(String id) {
        Scenario s = scenario();
        Unit u = s.sides().get(0).units().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
        return RulesNamingUnits.of(s).of(u);
    }

    @Test
    void aRuleCallingAUnitByTheWordInItsNameIsOnItsCard() {
        assertEquals(List.of("This scenario: Bolomen carry no rifles: they may not fire, but add 1 to their dice when they charge."),
                on("bolo"));
    }

    @Test
    void aRuleCallingARegimentWithoutItsArmIsOnItsCard() {
        // an author's El Caney: the rule says "the 2nd Massachusetts", the unit is "2nd Massachusetts Volunteer Infantry"
        assertEquals(List.of("This scenario: Black powder: the 2nd Massachusetts carry Springfields and give themselves away with smoke."),
                on("mass"));
    }

    @Test
    void aLongRuleIsPointedToByItsHeading() {
        assertEquals(List.of("This scenario: see the special rule \u201cTelegraph\u201d."), on("velasco"));
    }

    @Test
    void aShortLabelThatIsAWordOfTheGameOrOfAPlaceNamesNoUnit() {
        assertEquals(List.of(), on("tren"));
        assertEquals(List.of(), on("guard"));
    }
}
