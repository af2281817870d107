package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import muster.rules.RuleSet;
import muster.rulesets.RuleSets;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

class NewCommandTest {

    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = new Main(new PrintWriter(o), new PrintWriter(e)).run(args);
        return new Run(code, o.toString(), e.toString());
    }

    @TestFactory
    Stream<DynamicTest> everyRuleSetsStarterValidatesWithoutAFinding() {
        return RuleSets.all().stream().map(RuleSet::id).map(id -> DynamicTest.dynamicTest(id, () -> {
            Run made = run("new", "first-" + id, "--ruleset", id, "-o", dir.toString());
            assertEquals(0, made.code(), made.err());
            Path file = dir.resolve("first-" + id + ".yaml");
            String text = Files.readString(file, StandardCharsets.UTF_8);
            assertTrue(text.contains("\nid: first-" + id + "\n"), text);
            assertTrue(text.contains("ruleset: " + id), text);
            Run checked = run("validate", file.toString());
            assertEquals(0, checked.code(), checked.err());
            assertEquals("", checked.err(), "a starter gives no error, warning or hint");
        }));
    }

    @Test
    void theTitleIsQuotedAndDefaultsToTheIdInWords() throws IOException {
        assertEquals(0, run("new", "kettle-hill", "--ruleset", "saw-quickplay", "-o", dir.toString()).code());
        assertTrue(Files.readString(dir.resolve("kettle-hill.yaml")).contains("\ntitle: \"Kettle Hill\"\n"));
        assertEquals(0, run("new", "ford", "--ruleset", "saw-quickplay", "--title", "The \"bloody\" ford: 1 July", "-o",
                dir.toString()).code());
        Run checked = run("validate", dir.resolve("ford.yaml").toString());
        assertEquals(0, checked.code(), checked.err());
    }

    @Test
    void neverOverwritesAndRefusesBadIdsAndRuleSets() throws IOException {
        assertEquals(0, run("new", "twice", "--ruleset", "hatsoff", "-o", dir.toString()).code());
        Files.writeString(dir.resolve("twice.yaml"), "mine", StandardCharsets.UTF_8);
        Run again = run("new", "twice", "--ruleset", "hatsoff", "-o", dir.toString());
        assertEquals(2, again.code());
        assertTrue(again.err().contains("already exists"), again.err());
        assertEquals("mine", Files.readString(dir.resolve("twice.yaml")));
        assertEquals(2, run("new", "../escape", "--ruleset", "hatsoff", "-o", dir.toString()).code());
        assertEquals(2, run("new", "fine", "--ruleset", "hatsof", "-o", dir.toString()).code());
        assertEquals(2, run("new", "fine", "-o", dir.toString()).code(), "--ruleset is required");
        assertTrue(!Files.exists(dir.resolve("fine.yaml")));
    }
}
