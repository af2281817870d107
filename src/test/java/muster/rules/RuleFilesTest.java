package muster.rules;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import muster.rulesets.RuleSets;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Runs every annotated scenario under src/test/resources/rules/ through the loader and the engine. */
class RuleFilesTest {

    @TestFactory
    Stream<DynamicTest> everyAnnotatedFileGivesExactlyItsExpectedDiagnostics() throws IOException {
        List<Path> files = AnnotatedScenarios.files();
        assertFalse(files.isEmpty(), "no annotated scenarios found in " + AnnotatedScenarios.DIRECTORY);
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), f.toUri(),
                () -> AnnotatedScenarios.verify(f)));
    }

    @Test
    void thereIsACleanSawQuickplayBaseline() {
        assertTrue(AnnotatedScenarios.DIRECTORY.resolve("clean-saw.yaml").toFile().isFile(),
                "rules/clean-saw.yaml is the scenario every rule must accept");
    }

    /** The loader's full scenario (every key of the format) is a second clean baseline. */
    @Test
    void theFullLoaderScenarioPassesEveryRule() throws IOException {
        Path full = AnnotatedScenarios.DIRECTORY.resolveSibling("load").resolve("full-scenario.yaml");
        List<muster.source.Diagnostic> found = AnnotatedScenarios.diagnose("full-scenario.yaml", java.nio.file.Files.readAllBytes(full));
        assertTrue(found.isEmpty(), () -> found.stream().map(AnnotatedScenarios::describe).toList().toString());
    }

    /** Every rule the engine can run, and COM-000, has a file named for it (which must expect it). */
    @Test
    void everyRuleHasAnAnnotatedFile() throws IOException {
        Set<String> ids = new TreeSet<>();
        ids.add("COM-000");
        for (RuleSet ruleSet : RuleSets.all()) {
            Engine.rules(ruleSet).forEach(r -> ids.add(r.id()));
        }
        Set<String> covered = new TreeSet<>();
        for (Path f : AnnotatedScenarios.files()) {
            AnnotatedScenarios.ruleOfFileName(f.getFileName().toString()).ifPresent(covered::add);
        }
        List<String> uncovered = new ArrayList<>(ids);
        uncovered.removeAll(covered);
        assertTrue(uncovered.isEmpty(), "rules without an annotated file under rules/: " + uncovered);
        // The registry really holds the rules the files are named for: the common checks, the rule sets' own.
        assertTrue(ids.containsAll(List.of("COM-001", "COM-017", "SAW-001", "SAW-020", "HAT-017", "MXR-024", "SLW-015")), ids.toString());
        Optional<String> stray = covered.stream().filter(id -> !ids.contains(id) && !id.startsWith("LOAD-")).findFirst();
        assertFalse(stray.isPresent(), "a file is named for a rule the engine does not have: " + stray.orElse(""));
    }
}
