package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import muster.rulesets.Checks;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden files for the derived views: every bundled scenario's pack (map geometry, cards and
 * their places, charts with their odds, rosters with their break points) as JSON. Refresh them
 * with {@code mvn test -Dmuster.golden.update=true} and read the diff before committing.
 */
class GoldenViewsTest {

    static final Path SCENARIOS = Path.of("scenarios");
    static final Path GOLDEN = Path.of("src/test/resources/golden");
    static final boolean UPDATE = Boolean.getBoolean("muster.golden.update");
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    @TestFactory
    Stream<DynamicTest> everyBundledScenarioMatchesItsGolden() throws IOException {
        return scenarioFiles().stream().flatMap(file -> Stream.of(Paper.LETTER, Paper.A4).map(paper -> DynamicTest.dynamicTest(
                file.getFileName() + " on " + paper.word(), () -> check(file, paper))));
    }

    @Test
    void everyGoldenHasAScenario() throws IOException {
        List<Path> scenarios = scenarioFiles();
        try (Stream<Path> goldens = Files.list(GOLDEN)) {
            for (Path g : goldens.toList()) {
                String name = g.getFileName().toString();
                String id = name.replaceAll("\\.(letter|a4)\\.pack\\.json$", "");
                assertTrue(scenarios.stream().anyMatch(s -> s.getFileName().toString().equals(id + ".yaml")),
                        "golden " + name + " has no scenario " + id + ".yaml in scenarios/");
            }
        }
    }

    private static void check(Path file, Paper paper) throws IOException {
        Scenario scenario = load(file);
        String actual = JSON.writeValueAsString(Views.pack(Checks.checked(scenario), paper)) + "\n";
        Path golden = GOLDEN.resolve(scenario.id() + "." + paper.word() + ".pack.json");
        if (UPDATE || !Files.exists(golden)) {
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
            assertTrue(UPDATE, "wrote a missing golden " + golden + "; check it in after reading it");
        }
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual,
                "derived views of " + file + " changed; if intended, refresh with -Dmuster.golden.update=true");
    }

    static Scenario load(Path file) {
        LoadResult r = ScenarioLoader.load(file, file.toString());
        assertTrue(r.scenario().isPresent(), () -> "does not load: " + r.diagnostics().all());
        assertTrue(!Checks.diagnostics(r.scenario().get()).hasErrors(), "has errors: " + file);
        return r.scenario().get();
    }

    static List<Path> scenarioFiles() throws IOException {
        try (Stream<Path> files = Files.list(SCENARIOS)) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }
}
