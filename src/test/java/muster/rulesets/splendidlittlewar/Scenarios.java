package muster.rulesets.splendidlittlewar;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;

/** Loads the small scenarios the data tests need from YAML text, as a user would write them. */
final class Scenarios {

    static final Path ROOT = Path.of(System.getProperty("basedir", "")).toAbsolutePath();

    private Scenarios() {
    }

    /** A scenario with the given terrain and options lines and one brigade a side. */
    static Scenario withTerrain(String options, String terrain) {
        String yaml = "id: t\ntitle: T\nruleset: splendid-little-war\nturns: 8\ntable: { width: 72, depth: 48 }\n"
                + options
                + "terrain:\n" + terrain
                + "sides:\n"
                + "  - id: us\n    name: US\n    nation: us\n    formations:\n"
                + "      - id: us-1\n        units:\n          - { id: us-1a, type: infantry, count: 4, at: [20, 5] }\n"
                + "  - id: cubans\n    name: Cubans\n    nation: cuba\n    formations:\n"
                + "      - id: cu-1\n        units:\n          - { id: cu-1a, type: infantry, count: 4, at: [20, 40] }\n";
        return parse(yaml);
    }

    static Scenario parse(String yaml) {
        LoadResult r = ScenarioLoader.parse("test.yaml", yaml.getBytes(StandardCharsets.UTF_8));
        return r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all()));
    }

    static Scenario lasGuasimas() {
        LoadResult r = ScenarioLoader.load(ROOT.resolve("scenarios/las-guasimas.yaml"), "las-guasimas.yaml");
        return r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all()));
    }
}
