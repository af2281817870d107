package muster.scenario.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import muster.source.Diagnostic;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A convention manifest's paper is read as `--paper` reads it. */
class ConventionLoaderTest {

    private static ConventionLoader.Loaded manifest(String paper) {
        String text = "event: Cold Wars\npaper: " + paper + "\ntables:\n  - { id: table-1, scenario: s.yaml, players: { us: 2 } }\n";
        return ConventionLoader.parse("event.yaml", text.getBytes(StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @CsvSource({"A4, a4", "a4, a4", "Letter, letter", "LETTER, letter", "letter, letter"})
    void thePaperIsTakenInAnyCaseAsTheOptionTakesIt(String written, String read) {
        ConventionLoader.Loaded loaded = manifest(written);
        assertEquals(List.of(), loaded.diagnostics().all().stream().map(Diagnostic::format).toList());
        assertEquals(read, loaded.convention().orElseThrow().paper());
    }

    @ParameterizedTest
    @CsvSource({"legal", "A5"})
    void anotherPaperIsStillRefusedAtItsValue(String written) {
        ConventionLoader.Loaded loaded = manifest(written);
        Diagnostic d = loaded.diagnostics().all().get(0);
        assertEquals("CONV-001", d.ruleId());
        assertEquals(2, d.span().line());
        assertEquals(8, d.span().column());
        assertTrue(loaded.convention().isEmpty());
    }
}
