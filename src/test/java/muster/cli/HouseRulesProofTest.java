package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import muster.source.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 34's stranger's proof, as far as it goes: an author who had seen no code wrote rules of their own
 * (src/test/resources/house-rules/house-rules.txt), then, from that text and docs/rulesets/data-format.md alone, the
 * rule-set file and a scenario naming it by path; log.md is where they stumbled. The scenario checks clean, and the
 * author's own checks find what their text forbids, at its line.
 */
class HouseRulesProofTest {

    static final Path DIR = Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("src/test/resources/house-rules");

    @Test
    void theStrangersScenarioChecksCleanWithTheirRuleSetFile() {
        Pipeline.Result r = Pipeline.validate(DIR.resolve("scenario.yaml"));
        assertEquals(List.of(), r.diagnostics().all().stream().filter(d -> d.severity() != muster.source.Severity.HINT).toList());
    }

    @Test
    void theirChecksFindWhatTheirTextForbids(@TempDir Path dir) throws IOException {
        Files.copy(DIR.resolve("house-rules.yaml"), dir.resolve("house-rules.yaml"));
        String scenario = Files.readString(DIR.resolve("scenario.yaml"), StandardCharsets.UTF_8);
        // a Federal section with Winchesters (the text: infantry carry Mausers or older rifles), and the gun in the Álamos woods
        String wrong = scenario.replace("id: fed-inf-1, name: 1st Section, type: infantry, weapon: mauser",
                "id: fed-inf-1, name: 1st Section, type: infantry, weapon: winchester")
                .replace("weapon: field-gun, count: 4,\n              at: [28, 30]", "weapon: field-gun, count: 4,\n              at: [8, 20]");
        assertTrue(!wrong.equals(scenario) && wrong.contains("at: [8, 20]"), "the two mistakes are made");
        Files.writeString(dir.resolve("scenario.yaml"), wrong, StandardCharsets.UTF_8);
        List<String> found = Pipeline.validate(dir.resolve("scenario.yaml")).diagnostics().all().stream()
                .filter(d -> d.severity() != muster.source.Severity.HINT).map(HouseRulesProofTest::line).toList();
        assertEquals(List.of("35 error[FUS-002]", "42 error[FUS-003]"), found.stream().sorted().toList());
    }

    @Test
    void aUnitAtTheFordStandsOnTheCrossingNotInTheRiver(@TempDir Path dir) throws IOException {
        // the author listed river as ground infantry may not stand on, and took it out again when the section at the ford
        // was found standing in the river (log.md)
        String rules = Files.readString(DIR.resolve("house-rules.yaml"), StandardCharsets.UTF_8)
                .replace("    weapons: [mauser, older-rifle]\n", "    weapons: [mauser, older-rifle]\n    notOn: [river]\n");
        assertTrue(rules.contains("notOn: [river]"));
        Files.writeString(dir.resolve("house-rules.yaml"), rules, StandardCharsets.UTF_8);
        String scenario = Files.readString(DIR.resolve("scenario.yaml"), StandardCharsets.UTF_8);
        // the ford is at [20, 14] on the Río Nazas; [40, 11] is in the river
        String atFord = scenario.replace("tags: [green], at: [26, 21] }", "tags: [green], at: [20, 14] }");
        Files.writeString(dir.resolve("scenario.yaml"), atFord, StandardCharsets.UTF_8);
        assertEquals(List.of(), findings(dir));
        Files.writeString(dir.resolve("scenario.yaml"), atFord.replace("tags: [green], at: [20, 14] }", "tags: [green], at: [40, 11] }"),
                StandardCharsets.UTF_8);
        assertTrue(findings(dir).contains("38 error[FUS-003]"), findings(dir).toString());
    }

    private static List<String> findings(Path dir) {
        return Pipeline.validate(dir.resolve("scenario.yaml")).diagnostics().all().stream()
                .filter(d -> d.severity() != muster.source.Severity.HINT && !d.ruleId().startsWith("COM")).map(HouseRulesProofTest::line).toList();
    }

    private static String line(Diagnostic d) {
        return d.span().line() + " " + d.severity().label() + "[" + d.ruleId() + "]";
    }
}
