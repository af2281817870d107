package muster.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Test;

/** Owners of works and sides named by nation, read from the scenario before the checks. */
class ScenarioReadingTest {

    static final String HEAD = """
            id: t
            title: T
            ruleset: saw-quickplay
            turns: 8
            table: { width: 72, depth: 48 }
            """;

    static ScenarioReading.Read read(String terrain, String usDeploy, String spainOrders) {
        String text = HEAD + "terrain:\n  - { id: ridge, kind: hill, level: 1, outline: [[40,10],[52,10],[52,36],[40,36]] }\n" + terrain + """
                sides:
                  - id: us
                    name: V Corps
                    nation: us
                """ + usDeploy + """
                    formations:
                      - id: cav
                        units:
                          - { id: riders, type: cavalry, weapon: carbine, count: 3, at: [8, 20] }
                  - id: garrison
                    name: Linares
                    nation: spain
                    formations:
                      - id: def
                """ + spainOrders + """
                        units:
                          - { id: talavera, type: infantry, weapon: rifle, count: 4, at: [60, 20] }
                """;
        Scenario s = ScenarioLoader.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8)).scenario().orElseThrow();
        return ScenarioReading.read(s);
    }

    static Optional<String> owner(ScenarioReading.Read r, String id) {
        return r.scenario().feature(id).orElseThrow().side();
    }

    @Test
    void aWorkInOneSidesDeploymentZoneIsThatSides() {
        ScenarioReading.Read r = read("  - { id: w, kind: barbed-wire, path: [[4,10],[4,30]] }\n",
                "    deploy: { outline: [[0,0],[12,0],[12,48],[0,48]] }\n", "");
        assertEquals(Optional.of("us"), owner(r, "w"));
        assertEquals(1, r.inferences().size());
        assertTrue(r.inferences().get(0).text().contains("a work of V Corps, lying inside their deployment zone"),
                r.inferences().get(0).text());
    }

    @Test
    void aWorkOnGroundASideIsOrderedToDefendIsThatSides() {
        ScenarioReading.Read r = read("  - { id: t1, kind: trench, path: [[44,14],[45,34]] }\n", "",
                "        orders: { type: defend, objective: ridge }\n");
        assertEquals(Optional.of("garrison"), owner(r, "t1"));
    }

    @Test
    void aWorkOnlyOneSidesTroopsStandByIsThatSides() {
        ScenarioReading.Read r = read("  - { id: bh, kind: blockhouse, at: [61, 21] }\n", "", "");
        assertEquals(Optional.of("garrison"), owner(r, "bh"));
    }

    @Test
    void aWorkNothingTellsStaysWithoutOwnerAndAWrittenSideStays() {
        ScenarioReading.Read r = read("  - { id: w, kind: barbed-wire, path: [[30,2],[30,46]] }\n"
                + "  - { id: w2, kind: barbed-wire, side: us, path: [[62,2],[62,46]] }\n", "", "");
        assertEquals(Optional.empty(), owner(r, "w"));
        assertEquals(Optional.of("us"), owner(r, "w2"), "what the file says is never overridden");
        assertEquals(List.of(), r.inferences());
    }

    @Test
    void aSideNamedByTheNationOfExactlyOneSideIsThatSide() {
        ScenarioReading.Read r = read("  - { id: w, kind: barbed-wire, side: spain, path: [[62,2],[62,46]] }\n", "", "");
        assertEquals(Optional.of("garrison"), owner(r, "w"));
        assertEquals(Optional.of("garrison"), ScenarioReading.sideId(r.scenario(), "spain"));
        assertEquals(Optional.empty(), ScenarioReading.sideId(r.scenario(), "cuba"));
    }

    @Test
    void aWorkWithoutPointsIsLeftToTheChecks() {
        ScenarioReading.Read r = read("  - { id: w, kind: barbed-wire, path: [] }\n  - { id: z, kind: trench, outline: [] }\n", "", "");
        assertEquals(Optional.empty(), owner(r, "w"));
        assertEquals(List.of(), r.inferences());
    }
}
