package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.rules.Checked;
import muster.rules.Verdict;
import muster.rulesets.RuleSets;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.source.Diagnostic;
import muster.source.Severity;
import muster.view.Paper;
import muster.view.RuleSetModule;
import muster.view.Views;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Scenarios written by strangers from the design notes and the rule texts, and the design notes' own example, check clean. */
class AuthorsCorpusTest {

    static final Path BASE = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
    static final Path AUTHORS = BASE.resolve("src/test/resources/authors");
    static final Path DESIGN = BASE.resolve("../shared/DESIGN.md").normalize();

    @TestFactory
    Stream<DynamicTest> everyStrangersScenarioValidatesWithNoErrorAndDerives() throws IOException {
        List<Path> files;
        try (Stream<Path> all = Files.list(AUTHORS)) {
            files = all.filter(f -> f.toString().endsWith(".yaml")).sorted().toList();
        }
        assertTrue(files.size() >= 10, "the corpus holds at least ten scenarios, found " + files.size());
        assertEquals(5, files.stream().map(f -> f.getFileName().toString().replaceAll("-\\d+\\.yaml$", "")).distinct().count(),
                "two or more for each of the five rule sets");
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            Verdict<RuleSetModule> v = check(f.getFileName().toString(), Files.readAllBytes(f));
            List<String> errors = v.diagnostics().all().stream().filter(Diagnostic::isError).map(Diagnostic::format).toList();
            assertEquals(List.of(), errors, "false errors on a stranger's scenario are bugs in muster");
            Checked<RuleSetModule> checked = v.checked().orElseThrow();
            assertFalse(Views.pack(checked, Paper.LETTER).forces().cards().pages().isEmpty(), "its pack derives, with cards");
        }));
    }

    @Test
    void theDesignNotesExampleHasNoErrorAndNoWarning() throws IOException {
        assumeTrue(Files.isRegularFile(DESIGN), "the design notes are not beside the project");
        Matcher m = Pattern.compile("(?s)```yaml\\n(.*?)```").matcher(Files.readString(DESIGN));
        assertTrue(m.find(), "the design notes hold a YAML example");
        Verdict<RuleSetModule> v = check("DESIGN.md", m.group(1).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        List<String> found = v.diagnostics().all().stream().filter(d -> d.severity() != Severity.HINT).map(Diagnostic::format).toList();
        assertEquals(List.of(), found);
        assertTrue(v.checked().isPresent());
    }

    private static Verdict<RuleSetModule> check(String name, byte[] bytes) {
        LoadResult loaded = ScenarioLoader.parse(name, bytes);
        assertTrue(loaded.checkable().isPresent(), () -> loaded.diagnostics().all().toString());
        List<String> loadErrors = loaded.diagnostics().all().stream().filter(Diagnostic::isError).map(Diagnostic::format).toList();
        assertEquals(List.of(), loadErrors);
        return RuleSets.check(loaded.checkable().get());
    }
}
