package muster.rulesets.hatsoff;

import java.nio.charset.StandardCharsets;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Unit;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;

/** Small hatsoff scenarios written inline, loaded as a user's file would be. */
final class Scenarios {

    static final String HEAD = """
            id: t
            title: T
            ruleset: hatsoff
            turns: 10
            table: { width: 72, depth: 48 }
            """;

    private Scenarios() {
    }

    static Scenario load(String yaml) {
        LoadResult r = ScenarioLoader.parse("t.yaml", yaml.getBytes(StandardCharsets.UTF_8));
        return r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all()));
    }

    /** A scenario with these options and one side of {@code nation} holding the given unit lines. */
    static Scenario with(String options, String nation, String... units) {
        StringBuilder sb = new StringBuilder(HEAD);
        if (!options.isEmpty()) {
            sb.append("options:\n");
            for (String o : options.split(",")) {
                sb.append("  ").append(o.strip()).append('\n');
            }
        }
        sb.append("sides:\n  - id: a\n    name: A\n    nation: ").append(nation).append("\n    formations:\n      - id: f\n        units:\n");
        for (String u : units) {
            sb.append("          - ").append(u).append('\n');
        }
        return load(sb.toString());
    }

    static Side side(Scenario s) {
        return s.sides().get(0);
    }

    static Unit unit(Scenario s, String id) {
        return s.sides().stream().flatMap(x -> x.units().stream()).filter(u -> u.id().equals(id)).findFirst().orElseThrow();
    }
}
