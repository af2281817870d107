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

/**
 * A convention's manifest is checked like a scenario: every mistake at its line and column with a
 * hint, the exit code 1 and nothing written; a scenario's own errors name both its line and the
 * manifest's. These stop before anything is rendered.
 */
class ConventionManifestTest {

    @TempDir
    Path dir;

    /** Writes a manifest beside a copy of the bundled San Juan scenario, runs it, demands exit 1 and no file. */
    Run failing(String manifest) throws IOException {
        Files.copy(SAN_JUAN, dir.resolve("sj.yaml"));
        Path file = Files.writeString(dir.resolve("event.yaml"), manifest, StandardCharsets.UTF_8);
        Path out = dir.resolve("out");
        Run r = run("convention", file.toString(), "-o", out.toString());
        assertEquals(1, r.code(), r::describe);
        assertEquals(List.of(), filesUnder(out), "nothing is written");
        assertTrue(r.err().contains("the convention has errors; nothing written"), r::describe);
        return r;
    }

    String label(String name) {
        return Scenarios.label(dir.resolve(name));
    }

    @Test
    void anUnknownKeyAndAMissingOneAreReportedAtTheirLines() throws IOException {
        Run r = failing("event: X\ntables:\n  - { id: t1, scenario: sj.yaml, players: { us: 1, spain: 1 }, kits: true }\n"
                + "  - { id: t2, players: { us: 1 } }\n");
        assertTrue(r.err().contains(label("event.yaml") + ":3:64: error[LOAD-008]: unknown key 'kits' in a table; did you mean 'kit'?"),
                r::describe);
        assertTrue(r.err().contains("  hint: keys allowed here: id, scenario, players, kit"), r::describe);
        assertTrue(r.err().contains(label("event.yaml") + ":4:5: error[LOAD-009]: A table needs the key 'scenario'"), r::describe);
    }

    @Test
    void aBadPlayersCountAndABadPaperAreErrors() throws IOException {
        Run r = failing("event: X\npaper: legal\ntables:\n  - { id: t1, scenario: sj.yaml, players: { us: 0, spain: two } }\n"
                + "  - { id: t1, scenario: sj.yaml, players: { us: 1, spain: 1 } }\n  - { id: Table 3, scenario: sj.yaml, players: { us: 1 } }\n");
        assertTrue(r.err().contains(label("event.yaml") + ":5:11: error[CONV-002]: the table id 't1' is used twice"), r::describe);
        assertTrue(r.err().contains(label("event.yaml") + ":6:11: error[CONV-002]: the table id 'Table 3' is not a lower-case slug"), r::describe);
        assertTrue(r.err().contains(label("event.yaml") + ":2:8: error[CONV-001]: 'paper' is 'legal'"), r::describe);
        assertTrue(r.err().contains(label("event.yaml") + ":4:49: error[CONV-003]: the players of 'us' must be a whole number from 1 to 12, "
                + "found the number 0"), r::describe);
        assertTrue(r.err().contains(":4:59: error[CONV-003]: the players of 'spain'"), r::describe);
    }

    @Test
    void aSideTheScenarioLacksAndAMissingFileAreNamedWithAHint() throws IOException {
        Run r = failing("event: X\ntables:\n  - { id: t1, scenario: sj.yaml, players: { us: 2, spian: 2 } }\n"
                + "  - { id: t2, scenario: sj.yml, players: { us: 2 } }\n");
        assertTrue(r.err().contains(label("event.yaml") + ":3:52: error[CONV-005]: table 't1': the scenario san-juan-heights has no side 'spian'; "
                + "did you mean 'spain'?"), r::describe);
        assertTrue(r.err().contains("  hint: its sides are us, spain"), r::describe);
        assertTrue(r.err().contains(label("event.yaml") + ":3:43: warning[CONV-007]: table 't1': the side 'spain' has no players"), r::describe);
        assertTrue(r.err().contains(label("event.yaml") + ":4:25: error[CONV-004]: table 't2': no scenario file " + label("sj.yml")
                + "; did you mean 'sj.yaml'?"), r::describe);
    }

    @Test
    void aScenarioWithErrorsIsReportedAtItsOwnLineAndAtTheManifests() throws IOException {
        String text = Files.readString(SAN_JUAN, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("broken.yaml"), text.replaceFirst("type: attack", "type: atack"), StandardCharsets.UTF_8);
        int line = (int) text.lines().takeWhile(l -> !l.contains("type: attack")).count() + 1;
        Run r = failing("event: X\ntables:\n  - { id: t1, scenario: broken.yaml, players: { us: 1, spain: 1 } }\n"
                + "  - { id: t2, scenario: broken.yaml, players: { us: 1, spain: 1 } }\n");
        assertTrue(r.err().contains(label("broken.yaml") + ":" + line + ":"), r::describe);
        assertTrue(r.err().contains("error[SAW-003]"), r::describe);
        assertEquals(1, r.err().split("error\\[SAW-003\\]", -1).length - 1, "the scenario is checked once for both tables: " + r.err());
        assertTrue(r.err().contains(label("event.yaml") + ":3:25: error[CONV-006]: table 't1': its scenario " + label("broken.yaml")
                + " has 1 error(s)"), r::describe);
        assertTrue(r.err().contains(label("event.yaml") + ":4:25: error[CONV-006]: table 't2'"), r::describe);
    }

    @Test
    void aScenarioUsedByTwoTablesIsBuiltOnce() {
        ConventionCheck.Result checked = ConventionCheck.check(Path.of(System.getProperty("basedir", "")).resolve("convention.yaml"));
        assertTrue(checked.plan().isPresent(), () -> checked.diagnostics().all().toString());
        ConventionCheck.Plan plan = checked.plan().get();
        assertEquals(3, plan.tables().size());
        assertEquals(2, plan.scenarios().size(), "two scenarios over three tables");
        // each scenario's pack, its two sides' handouts and its kit once; a step per table; the print list
        assertEquals(1 + 2 * (1 + 2 + 1) + 3, (int) ConventionBuild.work(plan)[0]);
    }

    @Test
    void printChoicesBuildWouldRefuseAreErrorsAtTheirLines() throws IOException {
        Run r = failing("event: X\nmapScale: \"1:20\"\ntables:\n  - { id: t1, scenario: sj.yaml, players: { us: 1, spain: 1 }, bleed: 9 }\n"
                + "  - { id: t2, scenario: sj.yaml, players: { us: 1, spain: 1 }, tablePaper: a9, duplexOffset: [0, 40] }\n");
        assertTrue(r.err().contains(label("event.yaml") + ":2:11: error[CONV-009]: the event: the map scale '1:20' is not 1:1 to 1:8"),
                r::describe);
        assertTrue(r.err().contains(label("event.yaml") + ":4:71: error[CONV-009]: table 't1': a bleed of 9 mm"), r::describe);
        assertTrue(r.err().contains("error[CONV-009]: table 't2': 'a9' is no paper the table map tiles"), r::describe);
        assertTrue(r.err().contains("error[CONV-009]: table 't2': a duplex offset past 10 mm"), r::describe);
    }
}
