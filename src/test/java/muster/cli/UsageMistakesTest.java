package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as people expect it: `help COMMAND`, a mistake told in a line or two, "did you mean" for paths. */
class UsageMistakesTest {

    static MainTest.Run run(String... args) {
        return MainTest.run(args);
    }

    @Test
    void helpCommandPrintsTheCommandsHelp() {
        MainTest.Run r = run("help", "build");
        assertEquals(0, r.code(), r::describe);
        assertTrue(r.out().contains("Usage: muster build"), r::describe);
        assertTrue(r.out().contains("--skip-blank"), r::describe);
        MainTest.Run all = run("help");
        assertEquals(0, all.code(), all::describe);
        assertTrue(all.out().contains("convention"), all::describe);
    }

    @Test
    void anUnknownOptionGetsItsMessageAndTheSynopsisNotTheWholeHelp() {
        MainTest.Run r = run("build", "--colour", "red");
        assertEquals(2, r.code(), r::describe);
        String[] lines = r.err().split("\n");
        assertEquals("muster build: Unknown option: '--colour'", lines[0], r::describe);
        assertTrue(r.err().contains("usage: muster build"), r::describe);
        assertTrue(r.err().contains("`muster help build` explains every option"), r::describe);
        assertFalse(r.err().contains("--duplex-offset=X,Y   "), "no option is explained\n" + r.describe());
        assertTrue(lines.length <= 6, r::describe);
    }

    @Test
    void aMistypedCommandGetsWhatItMayHaveMeant() {
        MainTest.Run r = run("biuld");
        assertEquals(2, r.code(), r::describe);
        assertTrue(r.err().contains("Did you mean: muster build"), r::describe);
        assertTrue(r.err().contains("commands: build, validate"), r::describe);
    }

    @Test
    void aMistypedScenarioGetsTheNearestName() {
        MainTest.Run r = run("validate", MainTest.SCENARIOS.resolve("san-juan-heigths.yml").toString());
        assertEquals(2, r.code(), r::describe);
        assertTrue(r.err().contains("no such file or folder"), r::describe);
        assertTrue(r.err().contains("hint: did you mean " + Scenarios.label(MainTest.SAN_JUAN) + "?"), r::describe);
        assertFalse(r.err().contains("usage:"), "a wrong path gets no usage text\n" + r.describe());
    }

    @Test
    void aMistypedFolderIsPutRight() {
        Path wrong = MainTest.ROOT.resolve("scenario").resolve("san-juan-heights.yaml");
        assertEquals(Optional.of(MainTest.SAN_JUAN), PathHints.missing(wrong));
    }

    @Test
    void nothingNearGivesNoHint(@TempDir Path dir) {
        MainTest.Run r = run("validate", dir.resolve("zzzzzzzz.yaml").toString());
        assertEquals(2, r.code(), r::describe);
        assertFalse(r.err().contains("hint:"), r::describe);
    }

    @Test
    void aFileThatIsNotYamlIsRefusedWithTheScenarioBesideIt() {
        Path notes = MainTest.SCENARIOS.resolve("el-caney.notes.md");
        MainTest.Run r = run("build", notes.toString(), "-o", "target/never");
        assertEquals(2, r.code(), r::describe);
        assertTrue(r.err().contains("is not a scenario file: a scenario is a .yaml or .yml file"), r::describe);
        assertTrue(r.err().contains("did you mean " + Scenarios.label(MainTest.SCENARIOS.resolve("el-caney.yaml")) + "?"), r::describe);
        assertFalse(r.err().contains("LOAD-003"), "the Markdown is not read as YAML\n" + r.describe());
    }

    @Test
    void anEmptyFolderSaysHowToStartOne(@TempDir Path dir) {
        MainTest.Run r = run("validate", dir.toString());
        assertEquals(2, r.code(), r::describe);
        assertTrue(r.err().contains("no scenario files"), r::describe);
        assertTrue(r.err().contains("muster new"), r::describe);
    }

    @Test
    void newPutsTheSchemaItsFirstLineNamesBesideIt(@TempDir Path dir) throws IOException {
        Path elsewhere = dir.resolve("my battles");
        MainTest.Run r = run("new", "kettle-hill", "--ruleset", "saw-quickplay", "-o", elsewhere.toString());
        assertEquals(0, r.code(), r::describe);
        String first = Files.readAllLines(elsewhere.resolve("kettle-hill.yaml"), StandardCharsets.UTF_8).get(0);
        assertEquals("# yaml-language-server: $schema=" + NewCommand.SCHEMA, first);
        assertEquals(SchemaCommand.text(), Files.readString(elsewhere.resolve(NewCommand.SCHEMA), StandardCharsets.UTF_8));
        // a schema already there, the user's or an older one, is left as it is
        Files.writeString(elsewhere.resolve(NewCommand.SCHEMA), "{}", StandardCharsets.UTF_8);
        assertEquals(0, run("new", "san-juan", "--ruleset", "saw-quickplay", "-o", elsewhere.toString()).code());
        assertEquals("{}", Files.readString(elsewhere.resolve(NewCommand.SCHEMA), StandardCharsets.UTF_8));
    }

    @Test
    void aConventionManifestBesideTheScenariosIsNotReadAsOne(@TempDir Path dir) throws IOException {
        Files.copy(MainTest.SAN_JUAN, dir.resolve("san-juan-heights.yaml"));
        Files.writeString(dir.resolve("club-night.yaml"), "event: Club night\ntables:\n  - { id: t1, scenario: san-juan-heights.yaml, "
                + "players: { us: 1, spain: 1 } }\n", StandardCharsets.UTF_8);
        MainTest.Run r = run("validate", dir.toString());
        assertEquals(0, r.code(), r::describe);
        assertTrue(r.out().contains("san-juan-heights.yaml: 0 error(s)"), r::describe);
        assertFalse(r.all().contains("club-night"), r::describe);
        MainTest.Run named = run("validate", dir.resolve("club-night.yaml").toString());
        assertEquals(2, named.code(), named::describe);
        assertTrue(named.err().contains("is a convention's manifest, not a scenario"), named::describe);
        assertTrue(named.err().contains("hint: print it with `muster convention "), named::describe);
    }
}
