package muster.scenario.load;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import muster.source.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * Broken rule-set files never make the loader throw or hang: junior-general's file cut short or
 * with random edits, every finding inside the file, and a file that has one gives no rule set.
 */
class RuleSetFileHostileInputTest {

    private static final String PUNCTUATION = "{}[]:,-&*!|>'\"#%@`?~ \n\t\\abxyz019.d<=+";

    @Test
    void brokenFilesGiveFindingsNeverAnException() throws IOException {
        String clean = Files.readString(RuleSetFileJuniorGeneralTest.FILE, StandardCharsets.UTF_8);
        Random rnd = new Random(1898);
        List<String> inputs = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            inputs.add(clean.substring(0, rnd.nextInt(clean.length())));
        }
        for (int i = 0; i < 200; i++) {
            StringBuilder sb = new StringBuilder(clean);
            for (int k = 0; k < 1 + rnd.nextInt(6); k++) {
                int at = rnd.nextInt(sb.length());
                if (rnd.nextBoolean()) {
                    sb.deleteCharAt(at);
                } else {
                    sb.insert(at, PUNCTUATION.charAt(rnd.nextInt(PUNCTUATION.length())));
                }
            }
            inputs.add(sb.toString());
        }
        int lines = (int) clean.lines().count() + 8;
        int broken = 0;
        for (String input : inputs) {
            RuleSetLoader.Loaded r = assertTimeoutPreemptively(Duration.ofSeconds(10),
                    () -> RuleSetLoader.parse("r.yaml", input.getBytes(StandardCharsets.UTF_8)));
            for (Diagnostic d : r.diagnostics().all()) {
                assertTrue(d.span().line() >= 0 && d.span().line() <= lines, d.format());
                assertFalse(d.message().isBlank(), d.format());
            }
            if (r.diagnostics().hasErrors()) {
                broken++;
                assertTrue(r.ruleSet().isEmpty(), "a file with an error gives no rule set");
            }
        }
        assertTrue(broken > 150, "only " + broken + " of " + inputs.size() + " broken files had an error");
    }
}
