package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.view.map.MapView;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
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
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .addMixIn(MapView.class, FlatMap.class).addMixIn(MapView.UnitMark.class, FlatUnitMark.class)
            .addMixIn(MapView.LegendItem.class, FlatLegendItem.class);

    /** The golden files keep a map's fields flat, as they were before the map view grouped them (in the same order). */
    interface FlatMap {
        @JsonUnwrapped
        MapView.Frame frame();

        @JsonUnwrapped
        MapView.Ground ground();

        @JsonUnwrapped
        MapView.Bearings bearings();

        @JsonUnwrapped
        MapView.Pieces pieces();

        @JsonUnwrapped
        MapView.Captions captions();
    }

    /** A unit mark's fields, flat. */
    interface FlatUnitMark {
        @JsonUnwrapped
        MapView.UnitMark.Box box();

    }

    /** A legend entry's fields, flat. */
    interface FlatLegendItem {
        @JsonUnwrapped
        MapView.LegendItem.Points at();
    }

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

    /**
     * Where each field of a golden file lives in {@link Pack}, in the golden's order: the files
     * keep the pack flat, as it was before its fields were grouped, so they read the same.
     */
    static final List<String> FLAT = List.of("heading/id", "heading/title", "heading/audience", "heading/subtitle", "heading/ruleSet",
            "heading/ruleSetId", "heading/figureScale", "heading/turns", "page/style", "page/pageSize", "page/landscapeSize", "page/mapHead", "page/mapPage",
            "text/briefing", "text/sideBriefings", "forces/orders", "map", "targets", "text/victory", "text/specialRules", "text/readings",
            "forces/cards", "forces/deck", "forces/rosters", "forces/rosterNotes", "forces/turns", "forces/writingRow", "aid", "appendix");

    /** The pack as a golden file holds it: every field of {@link #FLAT}, and no other. */
    static ObjectNode flat(Pack pack) {
        ObjectNode grouped = JSON.valueToTree(pack);
        Set<String> groups = FLAT.stream().filter(p -> p.contains("/")).map(p -> p.substring(0, p.indexOf('/'))).collect(Collectors.toSet());
        List<String> paths = new ArrayList<>();
        grouped.properties().forEach(f -> {
            if (groups.contains(f.getKey())) {
                f.getValue().fieldNames().forEachRemaining(n -> paths.add(f.getKey() + "/" + n));
            } else {
                paths.add(f.getKey());
            }
        });
        assertEquals(new TreeSet<>(FLAT), new TreeSet<>(paths), "a field of Pack is missing from GoldenViewsTest.FLAT, or gone");
        ObjectNode flat = JSON.createObjectNode();
        for (String path : FLAT) {
            flat.set(path.substring(path.lastIndexOf('/') + 1), grouped.at("/" + path));
        }
        return flat;
    }

    private static void check(Path file, Paper paper) throws IOException {
        Scenario scenario = load(file);
        String actual = JSON.writeValueAsString(flat(Views.documents(Checks.checked(scenario), paper).gameMaster())) + "\n";
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
