package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import muster.rules.Checked;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.view.RuleSetModule;

/**
 * The scenarios the kit's tests read beyond the bundled ones: the authors' corpus, and with
 * {@code -Dmuster.kit.more=DIR,DIR} the files of further folders (strangers' scenarios, which may
 * not all check clean: a file with errors is left out, as a build leaves it out).
 */
public final class KitScenarios {

    private static final Map<Path, java.util.Optional<Scenario>> LOADED = new ConcurrentHashMap<>();

    private KitScenarios() {
    }

    /** The bundled scenarios, the authors' and any further folders', each one that checks clean. */
    public static List<Path> all() {
        List<Path> dirs = new ArrayList<>(List.of(Path.of("scenarios"), Path.of("src/test/resources/authors")));
        for (String more : System.getProperty("muster.kit.more", "").split(",")) {
            if (!more.isBlank()) {
                dirs.add(Path.of(more));
            }
        }
        List<Path> out = new ArrayList<>();
        for (Path dir : dirs) {
            try (Stream<Path> files = Files.list(dir)) {
                files.filter(p -> p.toString().endsWith(".yaml")).sorted().filter(p -> scenario(p) != null).forEach(out::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** The scenario of {@code file}, or null when it has errors. */
    public static Scenario scenario(Path file) {
        return LOADED.computeIfAbsent(file, f -> {
            LoadResult r = ScenarioLoader.load(f, f.toString());
            assertTrue(r.scenario().isPresent() || !f.startsWith("scenarios"), () -> "does not load: " + f);
            return r.scenario().filter(x -> !Checks.diagnostics(x).hasErrors());
        }).orElse(null);
    }

    public static Checked<? extends RuleSetModule> checked(Path file) {
        return Checks.checked(scenario(file));
    }
}
