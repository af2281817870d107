package muster.rulesets.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import muster.scenario.load.RuleSetLoader;
import org.junit.jupiter.api.Test;

/**
 * rulesets/junior-general.yaml goes into the jar (muster/rulesets/data/junior-general.yaml, a resource the build copies), byte
 * for byte as the file, so that a release carries the rule-set file that re-expresses the junior-general module; and it reads
 * clean from there.
 */
class BundledRuleSetFileTest {

    static final Path FILE = Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("rulesets/junior-general.yaml");
    static final String RESOURCE = "/muster/rulesets/data/junior-general.yaml";

    @Test
    void theJarHoldsTheFileAsItIs() throws IOException {
        try (InputStream in = BundledRuleSetFileTest.class.getResourceAsStream(RESOURCE)) {
            assertNotNull(in, "no " + RESOURCE + " on the class path");
            byte[] bundled = in.readAllBytes();
            assertArrayEquals(Files.readAllBytes(FILE), bundled, "the bundled copy differs from rulesets/junior-general.yaml");
            RuleSetLoader.Loaded loaded = RuleSetLoader.parse("junior-general.yaml", bundled);
            assertTrue(loaded.ruleSet().isPresent(), () -> loaded.diagnostics().all().toString());
            assertEquals("junior-general", loaded.ruleSet().get().id());
        }
    }
}
