package muster.scenario.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The example scenario of the design notes (../shared/DESIGN.md, beside the project), read from the copy the tests
 * carry (src/test/resources/load/design-example.yaml), so that the tests holding muster to it run where the notes
 * are not at hand.
 */
public final class DesignExample {

    static final Path BASE = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
    static final Path COPY = BASE.resolve("src/test/resources/load/design-example.yaml");
    static final Path NOTES = BASE.resolve("../shared/DESIGN.md").normalize();

    private DesignExample() {
    }

    /** The example as the notes give it: the copy after its header, which ends at the first blank line. */
    public static String yaml() throws IOException {
        String copy = Files.readString(COPY, StandardCharsets.UTF_8);
        int body = copy.indexOf("\n\n");
        assertTrue(body >= 0, COPY + " has a header ending in a blank line, then the example");
        return copy.substring(body + 2);
    }

    /**
     * Where the design notes are beside the project, the copy still holds their example (copied again from them with
     * -Dmuster.golden.update=true); where they are not, there is nothing to compare it with.
     */
    static void checkTheCopyAgainstTheNotes() throws IOException {
        if (!Files.isRegularFile(NOTES)) {
            return;
        }
        String notes = inNotes(Files.readString(NOTES, StandardCharsets.UTF_8));
        if (Boolean.getBoolean("muster.golden.update")) {
            String copy = Files.readString(COPY, StandardCharsets.UTF_8);
            Files.writeString(COPY, copy.substring(0, copy.indexOf("\n\n") + 2) + notes, StandardCharsets.UTF_8);
        }
        assertEquals(notes, yaml(), COPY + " is not the example in " + NOTES
                + " any more: copy it again (run the tests with -Dmuster.golden.update=true), and see that muster still loads it");
    }

    /** The notes' example: the text between their first {@code ```yaml} line and the {@code ```} that closes it. */
    static String inNotes(String notes) {
        int start = notes.indexOf("```yaml");
        assertTrue(start >= 0, "the design notes hold a YAML example");
        int from = notes.indexOf('\n', start) + 1;
        return notes.substring(from, notes.indexOf("```", from));
    }
}
