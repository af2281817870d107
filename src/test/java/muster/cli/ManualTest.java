package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.source.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The manual in docs/ is muster's own, and true of it: its generated pages are what muster makes of itself now, every
 * scenario it shows checks without an error (its worked examples without a finding), every link leads to a file, and
 * nothing in it names where the rule texts came from. Needs nothing outside the repository.
 */
class ManualTest {

    static final Path DOCS = MainTest.ROOT.resolve("docs");
    static final Pattern YAML_BLOCK = Pattern.compile("(?ms)^```yaml\\n(.*?)^```");

    @Test
    void theGeneratedPagesAreUpToDate() throws IOException {
        List<String> stale = new ArrayList<>();
        for (Map.Entry<Path, String> page : ManualPages.all(MainTest.SCENARIOS.resolve("scenario.schema.json")).entrySet()) {
            Path file = DOCS.resolve(page.getKey());
            if (Boolean.getBoolean("muster.golden.update")) {
                Files.createDirectories(file.getParent());
                Files.writeString(file, page.getValue(), StandardCharsets.UTF_8);
            }
            if (!Files.isRegularFile(file) || !Files.readString(file, StandardCharsets.UTF_8).equals(page.getValue())) {
                stale.add("docs/" + page.getKey().toString().replace('\\', '/'));
            }
        }
        assertEquals(List.of(), stale, "out of date: refresh with mvn test -Dtest=ManualTest -Dmuster.golden.update=true");
    }

    @Test
    void theManualHasItsPages() {
        for (String page : List.of("README.md", "tutorial.md", "format.md", "keys.md", "commands.md", "printing.md", "gallery.md")) {
            assertTrue(Files.isRegularFile(DOCS.resolve(page)), "docs/" + page);
        }
    }

    @Test
    void everyScenarioInTheManualChecksWithoutAnError(@TempDir Path dir) throws IOException {
        int scenarios = 0;
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        for (Path page : pages()) {
            Matcher m = YAML_BLOCK.matcher(Files.readString(page, StandardCharsets.UTF_8));
            for (int n = 1; m.find(); n++) {
                String block = m.group(1);
                String where = DOCS.relativize(page) + " block " + n;
                yaml.readTree(block); // a fragment must at least be YAML
                if (block.contains("\nruleset:") && block.contains("\nsides:")) {
                    Path file = dir.resolve("block-" + scenarios + ".yaml");
                    Files.writeString(file, block, StandardCharsets.UTF_8);
                    Pipeline.Result r = Pipeline.check(file);
                    assertFalse(r.diagnostics().hasErrors(), () -> where + ":\n" + messages(r));
                    scenarios++;
                }
            }
        }
        assertTrue(scenarios >= 1, "the manual shows " + scenarios + " whole scenarios");
    }

    @Test
    void theFormatPageShowsTheWorkedExampleAsItIs() throws IOException {
        String page = Files.readString(DOCS.resolve("format.md"), StandardCharsets.UTF_8);
        String example = Files.readString(DOCS.resolve("examples/aguadores-ford.yaml"), StandardCharsets.UTF_8);
        java.util.Set<String> lines = new java.util.HashSet<>(example.lines().map(String::strip).toList());
        Matcher m = YAML_BLOCK.matcher(page);
        List<String> notInIt = new ArrayList<>();
        boolean whole = false;
        while (m.find()) {
            whole |= m.group(1).equals(example);
            m.group(1).lines().map(String::strip).filter(l -> !l.isEmpty() && !lines.contains(l)).forEach(notInIt::add);
        }
        assertTrue(whole, "format.md shows examples/aguadores-ford.yaml whole, as it is");
        assertEquals(List.of(), notInIt, "lines of format.md's excerpts that are not in examples/aguadores-ford.yaml");
    }

    @Test
    void theWorkedExamplesCheckWithoutAFinding() throws IOException {
        List<Path> examples;
        try (Stream<Path> s = Files.list(DOCS.resolve("examples"))) {
            examples = s.filter(Scenarios::isScenario).sorted().toList();
        }
        assertFalse(examples.isEmpty());
        for (Path example : examples) {
            Pipeline.Result r = Pipeline.check(example);
            assertEquals(List.of(), r.diagnostics().sorted().stream().map(Diagnostic::format).toList(), example.toString());
        }
    }

    @Test
    void everyLinkLeadsToAFile() throws IOException {
        List<String> broken = new ArrayList<>();
        Pattern link = Pattern.compile("\\]\\(([^)#\\s]+)(#[^)]*)?\\)");
        for (Path page : pages()) {
            Matcher m = link.matcher(Files.readString(page, StandardCharsets.UTF_8));
            while (m.find()) {
                String target = m.group(1);
                if (!target.contains("://") && !Files.exists(page.getParent().resolve(target))) {
                    broken.add(DOCS.relativize(page) + ": " + target);
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void nothingInTheManualNamesWhereTheRuleTextsCameFrom() throws IOException {
        Pattern words = Pattern.compile("(?i)\\bseeds?\\b|\\bOCR\\b|\\b\\d{3}_[0-9a-f]{16}\\.txt\\b");
        List<String> found = new ArrayList<>();
        for (Path page : pages()) {
            List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                if (words.matcher(lines.get(i)).find()) {
                    found.add(DOCS.relativize(page) + ":" + (i + 1) + ": " + lines.get(i));
                }
            }
        }
        assertEquals(List.of(), found);
    }

    static List<Path> pages() throws IOException {
        try (Stream<Path> s = Files.walk(DOCS)) {
            return s.filter(p -> p.toString().endsWith(".md")).sorted().toList();
        }
    }

    private static String messages(Pipeline.Result r) {
        return String.join("\n", r.diagnostics().sorted().stream().map(Diagnostic::format).toList());
    }
}
