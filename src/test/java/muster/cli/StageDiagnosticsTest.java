package muster.cli;

import static muster.cli.MainTest.SAN_JUAN;
import static muster.cli.MainTest.filesUnder;
import static muster.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import muster.cli.MainTest.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Build, render and write problems print as diagnostics with numbered ids, like every finding in a scenario. */
class StageDiagnosticsTest {

    @Test
    void aSecondScenarioWithTheSameIdIsReportedAtItsIdLine(@TempDir Path dir) throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        Files.copy(SAN_JUAN, in.resolve("a.yaml"));
        String text = Files.readString(SAN_JUAN, StandardCharsets.UTF_8);
        Files.writeString(in.resolve("b.yaml"), "# a variant of a.yaml\n\n" + text, StandardCharsets.UTF_8);
        int idLine = (int) text.lines().takeWhile(l -> !l.startsWith("id: ")).count() + 3;
        Path out = dir.resolve("out");
        Run r = run("build", in.toString(), "-o", out.toString());
        assertEquals(1, r.code(), r::describe);
        String b = Scenarios.label(in.resolve("b.yaml"));
        String expected = b + ":" + idLine + ":5: error[BUILD-001]: the scenario id 'san-juan-heights' is already used by "
                + Scenarios.label(in.resolve("a.yaml")) + " in this build" + System.lineSeparator()
                + "  hint: give each scenario its own id; both would be written to " + Scenarios.label(out.resolve("san-juan-heights"));
        assertTrue(r.err().contains(expected), r::describe);
    }

    @Test
    void aTemplateThatFailsIsARenderErrorAndNothingIsWritten(@TempDir Path dir) throws IOException {
        Path templates = Files.createDirectories(dir.resolve("templates"));
        Files.writeString(templates.resolve("pack.ftlx"), "<p>${noSuchValue.x}</p>\n", StandardCharsets.UTF_8);
        Path out = dir.resolve("out");
        Run r = run("build", SAN_JUAN.toString(), "-o", out.toString(), "--templates", templates.toString());
        assertEquals(1, r.code(), r::describe);
        String label = Scenarios.label(SAN_JUAN);
        assertTrue(r.err().startsWith(label + ": error[RENDER-001]: template pack.ftlx failed: "), r::describe);
        assertTrue(r.err().contains(System.lineSeparator()
                + "  hint: nothing was written for this scenario; check the templates folder if you gave one"), r::describe);
        assertEquals(List.of(), filesUnder(out));
    }

    @Test
    void anOutputFolderThatCannotBeMadeIsAWriteError(@TempDir Path dir) throws IOException {
        Path out = Files.writeString(dir.resolve("out"), "a file, not a folder\n", StandardCharsets.UTF_8);
        Run r = run("build", SAN_JUAN.toString(), "-o", out.toString());
        assertEquals(1, r.code(), r::describe);
        assertTrue(r.err().startsWith(Scenarios.label(SAN_JUAN) + ": error[WRITE-001]: could not write " + Scenarios.label(out) + ": "),
                r::describe);
        assertTrue(r.err().contains("is not a folder"), r::describe);
        assertTrue(r.err().contains("  hint: nothing new was written for this scenario; check that the output folder can be created and written to"),
                r::describe);
    }
}
