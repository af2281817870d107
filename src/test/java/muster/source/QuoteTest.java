package muster.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Values are shown so that they cannot pass for anything else, and every finding prints as its lines only. */
class QuoteTest {

    @Test
    void everyCharacterThatCouldBreakOrDisguiseALineIsWrittenOut() {
        assertEquals("'a\\nb\\rc\\td\\0e\\e[2K'", Quote.of("a\nb\rc\td\0e\u001B[2K"));
        assertEquals("'\\u202A\\u202E\\u2066\\u2069\\u2028\\u2029\\u0085\\u200E\\uFEFF\\u007F'",
                Quote.of("\u202A\u202E\u2066\u2069\u2028\u2029\u0085\u200E\uFEFF\u007F"));
        assertEquals("'it\\'s a \\\\ back'", Quote.of("it's a \\ back"));
        assertEquals("'\\uD800x'", Quote.of("\uD800x"), "a lone surrogate");
        assertEquals("'café 😀'", Quote.of("café 😀"), "ordinary text is shown as it is");
        assertEquals("'" + "x".repeat(Quote.SHOWN) + "…'", Quote.of("x".repeat(500)));
    }

    @Test
    void aDiagnosticIsOneLineAndItsHintWhateverItsTextHolds() {
        Diagnostic d = new Diagnostic(StageCode.LOAD_NOT_YAML, Span.of("a\nb.yaml", 2, 3), "bad\nother.yaml:1:1: error[X]: y\u2028z",
                "fix\r\u001B[2K it");
        String[] lines = d.format().split(System.lineSeparator(), -1);
        assertEquals(2, lines.length, d.format());
        assertEquals("a\\nb.yaml:2:3: error[LOAD-003]: bad\\nother.yaml:1:1: error[X]: y\\u2028z", lines[0]);
        assertEquals("  hint: fix\\r\\e[2K it", lines[1]);
    }

    @Test
    void internalNamesAreTakenOutOfLibraryMessages() {
        String yaml = "got this instead: <org.yaml.snakeyaml.events.SequenceStartEvent(anchor=null, tag=null, implicit=true)>";
        assertEquals("got this instead: a value", Quote.withoutInternals(yaml));
        String ftl = "?eval freemarker.core.Environment@3fc9504b failed (wrapper: f.c.Environment$Namespace)";
        String plain = Quote.withoutInternals(ftl);
        assertFalse(plain.contains("Environment"), plain);
        assertTrue(Quote.withoutInternals("see hostile/x.yaml and el-caney-gm.pdf").contains("hostile/x.yaml"));
    }
}
