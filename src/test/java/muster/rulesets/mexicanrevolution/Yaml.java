package muster.rulesets.mexicanrevolution;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;

/** Small scenarios written as YAML for the data tests, so no test builds model records by hand. */
final class Yaml {

    private Yaml() {
    }

    /** A two-sided mexican-revolution scenario; {@code extra} is added at the top level, {@code units} to the first side. */
    static Scenario scenario(String extra, String units) {
        String text = "id: t\ntitle: T\ndate: 1914-03-25\nruleset: mexican-revolution\nturns: 8\n"
                + "table: { width: 72, depth: 48 }\n" + extra
                + "sides:\n"
                + "  - id: fed\n    name: Federales\n    nation: federal\n    formations:\n"
                + "      - id: f1\n        orders: { type: defend, objective: x }\n        units:\n"
                + "          - { id: fed-general, type: general }\n" + units
                + "  - id: vil\n    name: Villistas\n    nation: villista\n    formations:\n"
                + "      - id: v1\n        orders: { type: attack, objective: x }\n        units:\n"
                + "          - { id: villa, type: general }\n";
        LoadResult r = ScenarioLoader.parse("t.yaml", text.getBytes(StandardCharsets.UTF_8));
        assertTrue(r.scenario().isPresent(), () -> r.diagnostics().all().toString());
        return r.scenario().get();
    }

    static Unit unit(String flowMapping) {
        return scenario("", "          - " + flowMapping + "\n").sides().get(0).units().get(1);
    }
}
