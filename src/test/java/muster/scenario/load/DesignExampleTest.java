package muster.scenario.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import muster.scenario.Scenario;
import org.junit.jupiter.api.Test;

/**
 * The scenario format is a contract: the example the design notes give must load as written. The tests carry a copy
 * of it ({@link DesignExample}), so this runs with or without the notes beside the project.
 */
class DesignExampleTest {

    @Test
    void theDesignNotesExampleLoadsAsWritten() throws IOException {
        DesignExample.checkTheCopyAgainstTheNotes();
        LoadResult r = ScenarioLoader.parse("design.yaml", DesignExample.yaml().getBytes(StandardCharsets.UTF_8));
        assertTrue(r.scenario().isPresent(), () -> LoaderAssertions.messages(r));
        Scenario s = r.scenario().get();
        assertEquals("san-juan-heights", s.id());
        assertEquals(1, s.specialRules().size());
        assertTrue(s.specialRules().get(0).text().startsWith("Balloon observation: the US may spot"), s.specialRules().get(0).text());
    }

    @Test
    void theCopyIsTakenFromTheNotesFirstYamlBlock() {
        assertEquals("id: a\n", DesignExample.inNotes("# notes\n\n```yaml\nid: a\n```\n\n```yaml\nid: b\n```\n"));
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
