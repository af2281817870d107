package muster.rulesets.sawquickplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.view.Chart;
import org.junit.jupiter.api.Test;

/**
 * The aid's special rules are the ones the scenario meets: a reviewer read "Guerrillas (Cuban and Filipino troops, Spanish
 * contra-guerrillas)" on the aid of a battle with neither Filipinos nor contra-guerrillas, and Spanish ammunition and barbed
 * wire where there were none.
 */
class SpecialRulesOnTheAidTest {

    static Scenario scenario(String sides, String terrain) {
        String yaml = """
                id: t
                title: T
                ruleset: saw-quickplay
                turns: 10
                table: { width: 72, depth: 48 }
                """ + terrain + "sides:\n" + sides;
        LoadResult r = ScenarioLoader.parse("t.yaml", yaml.getBytes(StandardCharsets.UTF_8));
        return r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all()));
    }

    static String side(String id, String nation, String units) {
        return "  - id: " + id + "\n    name: " + id + "\n    nation: " + nation + "\n    hq: { name: H, at: [2, 2] }\n"
                + "    formations:\n      - id: f-" + id + "\n        orders: { type: defend, objective: hill }\n        units:\n" + units;
    }

    static final String HILL = "terrain:\n  - { id: hill, kind: hill, level: 1, outline: [[30, 20], [40, 20], [40, 30]] }\n";

    static List<String> lines(Scenario s, String section) {
        Chart.Section found = switch (section) {
            case "special" -> chart(s).special();
            case "morale" -> chart(s).morale();
            default -> chart(s).spotting();
        };
        return ((Chart.Bullets) found.blocks().get(0)).items();
    }

    static SawChart chart(Scenario s) {
        return new SawChart(s, SawQuickplay.INSTANCE.words(s), "15mm");
    }

    @Test
    void americansAgainstCubansNameOnlyCubanGuerrillas() {
        Scenario s = scenario(side("us", "us", "          - { id: a, type: infantry, weapon: rifle, count: 4, at: [10, 10] }\n")
                + side("cuba", "cuba", "          - { id: c, type: infantry, weapon: rifle, count: 4, at: [60, 10] }\n"), HILL);
        String special = String.join("\n", lines(s, "special"));
        assertTrue(special.contains("Guerrillas (Cuban troops):"), special);
        assertFalse(special.contains("Filipino"), special);
        assertFalse(special.contains("Spanish ammunition"), special);
        assertFalse(special.contains("Barbed wire"), special);
        assertFalse(special.contains("US machine guns"), special);
        assertTrue(lines(s, "morale").stream().anyMatch(l -> l.startsWith("Guerrilla bases")));
        assertTrue(lines(s, "spotting").stream().anyMatch(l -> l.startsWith("Guerrillas are good scouts")));
    }

    @Test
    void aBattleWithoutGuerrillasSaysNothingOfThem() {
        Scenario s = scenario(side("us", "us", "          - { id: a, type: infantry, weapon: rifle, count: 4, at: [10, 10] }\n"
                        + "          - { id: m, type: machinegun, weapon: machinegun, at: [12, 10] }\n")
                + side("spain", "spain", "          - { id: b, type: infantry, weapon: mauser, count: 4, at: [60, 10] }\n"),
                HILL + "  - { id: wire, kind: barbed-wire, path: [[50, 5], [50, 40]] }\n");
        String all = String.join("\n", lines(s, "special")) + lines(s, "morale") + lines(s, "spotting");
        assertFalse(all.toLowerCase().contains("guerrilla"), all);
        assertEquals(List.of("Spanish ammunition", "US machine guns", "Barbed wire", "Roads double movement and cancel rough ground (not wire)",
                "HQ"), lines(s, "special").stream().map(l -> l.split("[:;]")[0]).toList());
    }

    @Test
    void spanishContraGuerrillasAreNamedAsSuch() {
        Scenario s = scenario(side("us", "us", "          - { id: a, type: infantry, weapon: rifle, count: 4, at: [10, 10] }\n")
                + side("spain", "spain", "          - { id: b, type: infantry, weapon: mauser, count: 4, at: [60, 10], tags: [contra-guerilla] }\n"),
                HILL);
        assertTrue(String.join("\n", lines(s, "special")).contains("Guerrillas (Spanish contra-guerrillas):"));
    }
}
