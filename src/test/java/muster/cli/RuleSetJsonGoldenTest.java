package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import muster.rules.RuleSet;
import muster.rulesets.RuleSets;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden JSON of every rule set's encoded facts ({@code muster rulesets ID --format json}), so a
 * change to a range, a hit number or a check shows up in review. Refresh with
 * {@code -Dmuster.golden.update=true}.
 */
class RuleSetJsonGoldenTest {

    static final Path GOLDEN = Path.of("src/test/resources/golden-rulesets");
    static final boolean UPDATE = Boolean.getBoolean("muster.golden.update");

    @TestFactory
    Stream<DynamicTest> everyRuleSetMatchesItsGolden() {
        return RuleSets.all().stream().map(r -> DynamicTest.dynamicTest(r.id(), () -> check(r)));
    }

    @Test
    void everyGoldenNamesARegisteredRuleSet() throws IOException {
        try (Stream<Path> files = Files.list(GOLDEN)) {
            for (Path f : files.toList()) {
                String id = f.getFileName().toString().replaceAll("\\.json$", "");
                assertTrue(RuleSets.find(id).isPresent(), "golden " + f + " names no registered rule set");
            }
        }
    }

    private static void check(RuleSet r) throws IOException {
        String actual = RuleSetJson.of(r) + "\n";
        Path golden = GOLDEN.resolve(r.id() + ".json");
        if (UPDATE || !Files.exists(golden)) {
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
            assertTrue(UPDATE, "wrote a missing golden " + golden + "; read it, then check it in");
        }
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual,
                r.id() + " encodes different facts now; if intended, refresh with -Dmuster.golden.update=true");
    }
}
