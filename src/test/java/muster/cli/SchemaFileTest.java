package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** scenarios/scenario.schema.json is what `muster schema` prints: its word lists come from the registry. */
class SchemaFileTest {

    static final Path FILE = Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("scenarios/scenario.schema.json");

    @Test
    void theBundledSchemaIsTheOneMusterPrints() throws IOException {
        String printed = SchemaCommand.text();
        if (Boolean.getBoolean("muster.golden.update")) {
            Files.writeString(FILE, printed, StandardCharsets.UTF_8);
        }
        assertEquals(printed, Files.readString(FILE, StandardCharsets.UTF_8),
                "scenario.schema.json is out of date: run the tests with -Dmuster.golden.update=true, or `muster schema > scenarios/scenario.schema.json`");
    }

    @Test
    void everyPlaceholderIsFilled() {
        assertFalse(SchemaCommand.text().contains("[\"{"), "a word list of the base schema has no rule-set words");
    }
}
