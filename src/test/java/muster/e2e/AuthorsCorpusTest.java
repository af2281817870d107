package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import muster.rules.Checked;
import muster.rules.Verdict;
import muster.rulesets.RuleSets;
import muster.scenario.load.DesignExample;
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

/**
 * Scenarios written by strangers from the design notes and the rule texts, and the design notes' own
 * example (from the tests' copy, {@link DesignExample}), check clean: no error and no warning, except
 * the warnings authors/warnings.txt lists, each one a finding the rule text or the design notes
 * support (the README says why), at its line.
 */
class AuthorsCorpusTest {

    static final Path BASE = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
    static final Path AUTHORS = BASE.resolve("src/test/resources/authors");

    static List<Path> scenarios() throws IOException {
        try (Stream<Path> all = Files.list(AUTHORS)) {
            return all.filter(f -> f.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    /** The warnings authors/warnings.txt holds, by file: {@code line: warning[ID]}, in file order. */
    static Map<String, List<String>> listedWarnings() throws IOException {
        Map<String, List<String>> out = new TreeMap<>();
        for (String line : Files.readAllLines(AUTHORS.resolve("warnings.txt"))) {
            String[] f = line.strip().split("\\s+");
            if (f.length == 3 && !line.startsWith("#")) {
                out.computeIfAbsent(f[0], k -> new java.util.ArrayList<>()).add(f[1] + ": warning[" + f[2] + "]");
            }
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everyStrangersScenarioValidatesWithNoErrorAndNoUnlistedWarning() throws IOException {
        List<Path> files = scenarios();
        Map<String, List<String>> listed = listedWarnings();
        assertTrue(files.size() >= 20, "the corpus holds at least twenty scenarios, found " + files.size());
        assertEquals(5, files.stream().map(f -> f.getFileName().toString().replaceAll("-\\d+\\.yaml$", "")).distinct().count(),
                "two or more for each of the five rule sets");
        long clean = files.stream().filter(f -> !listed.containsKey(f.getFileName().toString())).count();
        // 15 since HAT-018 and JRG-015 found special rules giving numbers the cards do not print (12 rounds, two balls), 14 since
        // COM-016 finds a hidden formation named in a text every side reads, 11 since HAT-019 and SLW-016 find special rules
        // that play the optional artillery ammunition or give insurgents' cover another rule, neither on the cards
        assertTrue(clean >= 11, "at least 11 of them check with no warning at all, found " + clean);
        assertTrue(files.stream().map(f -> f.getFileName().toString()).toList().containsAll(listed.keySet()), listed.keySet().toString());
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            Verdict<RuleSetModule> v = check(f.getFileName().toString(), Files.readAllBytes(f));
            List<String> found = v.diagnostics().sorted().stream().filter(d -> d.severity() != Severity.HINT)
                    .map(d -> d.span().line() + ": " + d.severity().label() + "[" + d.ruleId() + "]").toList();
            assertEquals(listed.getOrDefault(f.getFileName().toString(), List.of()), found,
                    "false errors or warnings on a stranger's scenario are bugs in muster: " + v.diagnostics().sorted().stream()
                            .map(Diagnostic::format).toList());
            Checked<RuleSetModule> checked = v.checked().orElseThrow();
            assertFalse(Views.documents(checked, Paper.LETTER).gameMaster().forces().cards().pages().isEmpty(), "its pack derives, with cards");
        }));
    }

    @Test
    void theDesignNotesExampleHasNoErrorAndNoWarning() throws IOException {
        Verdict<RuleSetModule> v = check("DESIGN.md", DesignExample.yaml().getBytes(StandardCharsets.UTF_8));
        List<String> found = v.diagnostics().all().stream().filter(d -> d.severity() != Severity.HINT).map(Diagnostic::format).toList();
        assertEquals(List.of(), found);
        assertTrue(v.checked().isPresent());
    }

    static Verdict<RuleSetModule> check(String name, byte[] bytes) {
        LoadResult loaded = ScenarioLoader.parse(name, bytes);
        assertTrue(loaded.checkable().isPresent(), () -> loaded.diagnostics().all().toString());
        List<String> loadErrors = loaded.diagnostics().all().stream().filter(Diagnostic::isError).map(Diagnostic::format).toList();
        assertEquals(List.of(), loadErrors);
        return RuleSets.check(loaded.checkable().get());
    }
}
