package muster.scenario.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import muster.scenario.Scenario;
import org.junit.jupiter.api.Test;

/** The scenario format is a contract: the example the design notes give must load as written. */
class DesignExampleTest {

    static final Path DESIGN = Path.of(System.getProperty("basedir", "")).resolve("../shared/DESIGN.md");

    @Test
    void theDesignNotesExampleLoadsAsWritten() throws IOException {
        assumeTrue(Files.isRegularFile(DESIGN), "no design notes at " + DESIGN);
        String text = Files.readString(DESIGN, StandardCharsets.UTF_8);
        int start = text.indexOf("```yaml");
        assumeTrue(start >= 0, "no YAML example in the design notes");
        int from = text.indexOf('\n', start) + 1;
        String yaml = text.substring(from, text.indexOf("```", from));
        LoadResult r = ScenarioLoader.parse("design.yaml", yaml.getBytes(StandardCharsets.UTF_8));
        assertTrue(r.scenario().isPresent(), () -> LoaderAssertions.messages(r));
        Scenario s = r.scenario().get();
        assertEquals("san-juan-heights", s.id());
        assertEquals(1, s.specialRules().size());
        assertTrue(s.specialRules().get(0).text().startsWith("Balloon observation: the US may spot"), s.specialRules().get(0).text());
    }

    @Test
    void aSpecialRuleWithAHeadingReadsAsOneLine() {
        String yaml = """
                id: t
                title: T
                ruleset: saw-quickplay
                turns: 6
                table: { width: 72, depth: 48 }
                sides: []
                specialRules:
                  - Balloon observation: the US may spot one unit a turn
                  - plain line
                """;
        LoadResult r = ScenarioLoader.parse("s.yaml", yaml.getBytes(StandardCharsets.UTF_8));
        assertTrue(r.scenario().isPresent(), () -> LoaderAssertions.messages(r));
        assertEquals("Balloon observation: the US may spot one unit a turn", r.scenario().get().specialRules().get(0).text());
        assertEquals(8, r.scenario().get().specialRules().get(0).span().line());
        assertEquals("plain line", r.scenario().get().specialRules().get(1).text());
    }
}
