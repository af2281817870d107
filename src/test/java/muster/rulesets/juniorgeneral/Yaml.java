package muster.rulesets.juniorgeneral;

import java.nio.charset.StandardCharsets;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;

/** Builds scenarios for the data tests from YAML text, the way a user writes them. */
final class Yaml {

    /** A small battle; {@code extra} is appended (options, terrain...). */
    static final String HEAD = """
            id: t
            title: T
            ruleset: junior-general
            turns: 8
            table: { width: 48, depth: 36 }
            """;

    static final String SIDES = """
            sides:
              - id: us
                name: Americans
                nation: us
                formations:
                  - id: riders
                    units:
                      - { id: troopers, type: cavalry, count: 10, at: [40, 12] }
                      - { id: gatling, type: gatling, at: [44, 26] }
              - id: spain
                name: Spaniards
                nation: spain
                formations:
                  - id: garrison
                    units:
                      - { id: riflemen, type: infantry, count: 8, at: [16, 24] }
                      - { id: in-blockhouse, type: infantry, count: 3, at: [12.5, 19] }
            """;

    private Yaml() {
    }

    static Scenario load(String text) {
        LoadResult r = ScenarioLoader.parse("test.yaml", text.getBytes(StandardCharsets.UTF_8));
        return r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all().toString()));
    }
}
