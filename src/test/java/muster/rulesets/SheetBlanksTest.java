package muster.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.source.Diagnostic;
import muster.view.Card;
import org.junit.jupiter.api.Test;

/**
 * What the rules need and an author left out is a warning, not an error, and the sheet leaves a blank
 * to fill in by hand: a Mexican unit's morale class (MXR-008), a hatsoff unit's troop class
 * (HAT-003), a saw-quickplay unit's rifle or carbine (SAW-018).
 */
class SheetBlanksTest {

    static final String SIDES = """
            turns: 8
            table: { width: 72, depth: 48 }
            terrain:
              - { id: ridge, kind: hill, level: 1, form: plateau, outline: [[30,10],[40,10],[40,30],[30,30]] }
            sides:
              - id: a
                name: A
                nation: %s
                hq: { name: Ha, at: [4, 24] }
                formations:
                  - id: fa
                    orders: { type: defend, objective: ridge }
                    units:
                      - %s
              - id: b
                name: B
                nation: %s
                hq: { name: Hb, at: [66, 24] }
                formations:
                  - id: fb
                    orders: { type: defend, objective: ridge }
                    units:
                      - %s
            """;

    static Scenario scenario(String ruleset, String nationA, String unitA, String nationB, String unitB) {
        String text = "id: t\ntitle: T\nruleset: " + ruleset + "\ndate: 1914-04-01\n" + SIDES.formatted(nationA, unitA, nationB, unitB);
        LoadResult r = ScenarioLoader.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8));
        return r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all()));
    }

    static List<String> errorsAndWarnings(Scenario s) {
        return Checks.diagnostics(s).sorted().stream().filter(d -> !d.severity().label().equals("hint"))
                .map(d -> d.severity().label() + "[" + d.ruleId() + "]").toList();
    }

    static String fact(Scenario s, String title, String label) {
        Card c = Checks.sheets(s).cards().stream().filter(x -> x.title().equals(title)).findFirst().orElseThrow(() -> new AssertionError(title));
        return c.facts().stream().filter(f -> f.label().equals(label)).map(Card.Fact::value).findFirst().orElse("");
    }

    @Test
    void aMexicanGunWithNoMoraleClassGetsTheThreeToCircle() {
        Scenario s = scenario("mexican-revolution", "federal", "{ id: mg, name: Hotchkiss, type: machinegun, at: [10, 20] }",
                "villista", "{ id: inf, name: Fierro, type: infantry, count: 12, tags: [average], at: [60, 20] }");
        assertEquals(List.of("warning[MXR-008]"), errorsAndWarnings(s), () -> Checks.diagnostics(s).all().stream().map(Diagnostic::format).toList().toString());
        assertEquals("circle one: inferior (fails on 7) · average (fails on 6) · superior (fails on 5)", fact(s, "Hotchkiss", "Morale"));
        assertTrue(fact(s, "Fierro", "Morale").startsWith("average: 2D6, fails on 6 or less"));
    }

    @Test
    void aHatsoffUnitWithNoTroopClassGetsABlankMorale() {
        Scenario s = scenario("hatsoff", "us", "{ id: inf, name: 12th Infantry, type: infantry, weapon: rifle, count: 8, at: [10, 20] }",
                "spain", "{ id: es, name: Constitución, type: infantry, weapon: rifle, count: 2, tags: [regular], at: [60, 20] }");
        assertEquals(List.of("warning[HAT-003]"), errorsAndWarnings(s));
        assertTrue(fact(s, "12th Infantry", "Morale").startsWith("____% (class not given: write it in)"), fact(s, "12th Infantry", "Morale"));
        assertTrue(fact(s, "Constitución", "Morale").startsWith("90% Spanish regular"));
    }

    @Test
    void aSawUnitWithNoWeaponGetsRifleOrCarbineToCircle() {
        Scenario s = scenario("saw-quickplay", "us", "{ id: inf, name: 71st New York, type: infantry, count: 4, at: [10, 20] }",
                "spain", "{ id: es, name: Talavera, type: infantry, weapon: rifle, count: 4, at: [60, 20] }");
        assertEquals(List.of("warning[SAW-018]"), errorsAndWarnings(s));
        assertTrue(fact(s, "71st New York", "Fire").startsWith("circle one: rifle to 18\" · carbine to 12\""), fact(s, "71st New York", "Fire"));
    }
}
