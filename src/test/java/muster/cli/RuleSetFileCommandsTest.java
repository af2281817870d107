package muster.cli;

import static muster.cli.MainTest.ROOT;
import static muster.cli.MainTest.filesUnder;
import static muster.cli.MainTest.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * A scenario that names a rule-set file by its path (Teddy's Wild Ride with junior-general's file
 * beside it): checked with the file's checks, printed by build with the sheets made from the file, the file
 * read only from the scenario's folder, its own mistakes at its own lines; and
 * {@code muster rulesets FILE}.
 */
class RuleSetFileCommandsTest {

    static final Path TEDDY = ROOT.resolve("scenarios/teddys-wild-ride.yaml");
    static final Path JRG_FILE = ROOT.resolve("rulesets/junior-general.yaml");
    /** Where Teddy's Wild Ride says {@code ruleset:}, and the column of its value. */
    static final int RULESET_LINE = 6;
    static final int RULESET_COLUMN = 10;

    /** Teddy's Wild Ride in {@code folder}, naming {@code ruleset}, with {@code from} changed to {@code to}. */
    static Path scenario(Path folder, String ruleset, String from, String to) throws IOException {
        String text = Files.readString(TEDDY, StandardCharsets.UTF_8);
        assertEquals("ruleset: junior-general", text.lines().toList().get(RULESET_LINE - 1));
        assertTrue(text.contains(from), from);
        Files.createDirectories(folder);
        return Files.writeString(folder.resolve("teddy.yaml"), text.replace("ruleset: junior-general", "ruleset: " + ruleset)
                .replace(from, to), StandardCharsets.UTF_8);
    }

    static Path scenario(Path folder, String ruleset) throws IOException {
        return scenario(folder, ruleset, "ruleset", "ruleset");
    }

    static String at(Path file, int line, int column) {
        return Scenarios.label(file) + ":" + line + ":" + column + ": ";
    }

    @Test
    void aScenarioNamingTheFileIsCheckedWithIt(@TempDir Path dir) throws IOException {
        Files.copy(JRG_FILE, dir.resolve("jrg.yaml"));
        Run clean = run("validate", scenario(dir, "./jrg.yaml").toString());
        assertEquals(0, clean.code(), clean::describe);
        assertEquals("", clean.err(), clean::describe);
        Path wrong = scenario(dir, "./jrg.yaml", "type: cavalry, weapon: carbine, count: 6", "type: gatling, weapon: carbine, count: 6");
        Run r = run("validate", wrong.toString());
        assertEquals(1, r.code(), r::describe);
        int line = Files.readString(wrong).lines().takeWhile(l -> !l.contains("type: gatling, weapon: carbine")).toList().size() + 1;
        String text = Files.readAllLines(wrong).get(line - 1);
        assertTrue(r.err().contains(at(wrong, line, text.indexOf("weapon: carbine") + 9) + "error[JRG-004]: a gatling unit cannot fire a carbine"
                + System.lineSeparator() + "  hint: leave 'weapon' out: the gun fires its own dice"), r::describe);
        assertTrue(r.err().contains(at(wrong, line, text.indexOf("count: 6") + 8) + "error[JRG-002]: "), r::describe);
    }

    @Test
    void buildPrintsThePackWithTheFilesSheets(@TempDir Path dir) throws IOException {
        Path teddy = scenario(dir.resolve("in"), "jrg.yaml");
        Files.copy(JRG_FILE, dir.resolve("in/jrg.yaml"));
        Path out = dir.resolve("out");
        Run r = run("build", teddy.toString(), "-o", out.toString());
        assertEquals(0, r.code(), r::describe);
        List<String> files = filesUnder(out).stream().map(p -> p.getFileName().toString()).toList();
        for (String file : List.of("teddys-wild-ride-gm.pdf", "teddys-wild-ride-us.pdf", "teddys-wild-ride-spain.pdf",
                "teddys-wild-ride-table.pdf", "teddys-wild-ride-kit.pdf")) {
            assertTrue(files.contains(file), file + " in " + files + "\n" + r.describe());
        }
    }

    @Test
    void aFileOutsideTheScenariosFolderIsNotRead(@TempDir Path dir) throws IOException {
        Files.copy(JRG_FILE, dir.resolve("jrg.yaml"));
        Path in = dir.resolve("in");
        for (String path : List.of("../jrg.yaml", dir.resolve("jrg.yaml").toString(), "./sub/../../jrg.yaml")) {
            Run r = run("validate", scenario(in, path).toString());
            assertEquals(1, r.code(), r::describe);
            assertTrue(r.err().startsWith(at(in.resolve("teddy.yaml"), RULESET_LINE, RULESET_COLUMN) + "error[RULESET-006]: the rule-set file '"
                    + path + "' is outside the scenario's folder" + System.lineSeparator() + "  hint: put the rule-set file beside the scenario"),
                    r::describe);
            assertFalse(r.err().contains("JRG-"), "nothing of the file is read: " + r.describe());
        }
    }

    @Test
    void aLinkLeadingOutOfTheFolderIsNotFollowed(@TempDir Path dir) throws IOException {
        Files.copy(JRG_FILE, dir.resolve("jrg.yaml"));
        Path in = Files.createDirectories(dir.resolve("in"));
        try {
            Files.createSymbolicLink(in.resolve("jrg.yaml"), dir.resolve("jrg.yaml"));
        } catch (UnsupportedOperationException | IOException e) {
            return; // a file system without links has nothing to follow
        }
        Run r = run("validate", scenario(in, "./jrg.yaml").toString());
        assertEquals(1, r.code(), r::describe);
        assertTrue(r.err().contains("error[RULESET-006]: the rule-set file './jrg.yaml' links to a file outside the scenario's folder"),
                r::describe);
    }

    @Test
    void aMissingFileIsSaidAtTheRulesetLine(@TempDir Path dir) throws IOException {
        Path teddy = scenario(dir, "./house.yml");
        Run r = run("validate", teddy.toString());
        assertEquals(1, r.code(), r::describe);
        assertTrue(r.err().startsWith(at(teddy, RULESET_LINE, RULESET_COLUMN) + "error[RULESET-006]: there is no rule-set file '"
                + Scenarios.label(dir.resolve("house.yml")) + "'"), r::describe);
    }

    @Test
    void theFilesMistakesAreReportedInItAndNothingIsWritten(@TempDir Path dir) throws IOException {
        String jrg = Files.readString(JRG_FILE, StandardCharsets.UTF_8);
        assertTrue(jrg.contains("    holds: 6\n"));
        Path file = Files.writeString(dir.resolve("jrg.yaml"), jrg.replace("    holds: 6\n", "    holds: six\n"), StandardCharsets.UTF_8);
        int line = jrg.lines().takeWhile(l -> !l.equals("    holds: 6")).toList().size() + 1;
        Path out = dir.resolve("out");
        Run r = run("build", scenario(dir, "./jrg.yaml").toString(), "-o", out.toString());
        assertEquals(1, r.code(), r::describe);
        assertTrue(r.err().startsWith(at(file, line, 12) + "error[LOAD-010]: 'holds' must be a number"), r::describe);
        assertEquals(List.of(), filesUnder(out));
    }

    @Test
    void rulesetsDescribesAFileAsABuiltInOne() {
        Run r = run("rulesets", "./rulesets/junior-general.yaml".replace("./", ROOT + "/"));
        assertEquals(0, r.code(), r::describe);
        String builtIn = run("rulesets", "junior-general").out();
        for (String heading : List.of("figure scales (figureScale):", "terrain kinds (terrain: kind):", "unit types (unit: type):",
                "options (options):", "checks, each with the reason", "where the rules are silent or unclear")) {
            assertTrue(r.out().contains(heading) && builtIn.contains(heading), heading + "\n" + r.describe());
        }
        assertTrue(r.out().startsWith("junior-general: Junior General fast-play rules for students\n"), r::describe);
        assertTrue(r.out().contains("  JRG-014  error   'ballsPerTurn' is a whole number from 1 to 4\n"), r::describe);
        assertTrue(r.out().contains("  COM-006  error   "), "the common checks run too: " + r.describe());
        assertTrue(r.out().contains("  Throwing line: The thrower stands 12\" or more behind"), r::describe);
        // the file's charts, each roll with its exact odds: 3 sixes on 3d6 is 1/216, one at least 91/216
        assertTrue(r.out().contains("charts, each roll with its exact odds:"), r::describe);
        assertTrue(r.out().contains("3 figures · hits: 3d6, a 6 hits (at least one 42.1%, 0.50 on average)"), r::describe);
        assertTrue(r.out().contains("Spain 3 ahead · US wins: 1d6 > 1d6+3 (8.3%)"), r::describe);
        // and as data: the exact odds of each dice cell (the stranger's log: the JSON held no ranges, charts or odds)
        Run json = run("rulesets", "./rulesets/junior-general.yaml".replace("./", ROOT + "/"), "--format", "json");
        assertEquals(0, json.code(), json::describe);
        assertTrue(json.out().contains("3d6, a 6 hits") && json.out().contains("91/216"), json::describe);
    }

    @Test
    void rulesetsOfABadFileGivesItsMistakes(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("bad.yaml"), "id: bad\ntitle: Bad\nfigures: { count: figures }\nvocabulary: {}\nsmell: 1\n");
        Run r = run("rulesets", file.toString());
        assertEquals(1, r.code(), r::describe);
        assertTrue(r.err().contains(at(file, 5, 1) + "error[LOAD-008]: unknown key 'smell'"), r::describe);
        assertEquals("", r.out());
    }
}
