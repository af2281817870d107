package muster.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import muster.cli.MainTest.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Templates from strangers (issue 15): their errors print in plain words, one finding and its
 * hint, without internal class names; output too large to lay out is refused before layout.
 */
class HostileTemplatesTest {

    static Run buildWith(Path dir, String template) throws IOException {
        Path templates = Files.createDirectories(dir.resolve("templates"));
        Files.writeString(templates.resolve("pack.ftlx"), template, StandardCharsets.UTF_8);
        return assertTimeoutPreemptively(Duration.ofSeconds(60), () -> MainTest.run("build", MainTest.SAN_JUAN.toString(), "-o",
                dir.resolve("out").toString(), "--templates", templates.toString()));
    }

    static void oneFinding(Run r, String code) {
        assertEquals(1, r.code(), r::describe);
        assertEquals(List.of(code), HostileFilesTest.findings(Scenarios.label(MainTest.SAN_JUAN), r.err()).stream()
                .map(f -> f.substring(f.indexOf(' ') + 1)).toList(), r::describe);
    }

    @Test
    void evalOfTheEnvironmentPrintsNoInternalName(@TempDir Path dir) throws IOException {
        Run r = buildWith(dir, "<p>${('\"a\" + .main')?eval}</p>\n");
        oneFinding(r, "error[RENDER-001]");
        assertFalse(r.err().contains("Environment"), r::describe);
    }

    @Test
    void aMacroThatCallsItselfSaysSo(@TempDir Path dir) throws IOException {
        Run r = buildWith(dir, "<#macro m><@m/></#macro><@m/>\n");
        oneFinding(r, "error[RENDER-001]");
        assertTrue(r.err().contains("calls nest too deeply"), r::describe);
        assertFalse(r.err().contains("null"), r::describe);
    }

    @Test
    void aTemplateValueWithNewlinesStaysOnItsLine(@TempDir Path dir) throws IOException {
        Run r = buildWith(dir, "<p>${\"x\\nsan-juan-heights.yaml:1:1: error[SAW-001]: forged\"?eval}</p>\n");
        oneFinding(r, "error[RENDER-001]");
    }

    @Test
    void outputTooLargeToLayOutIsRefusedAndNothingIsWritten(@TempDir Path dir) throws IOException {
        Run r = buildWith(dir, "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><#list 1..150000 as i><p>${i}</p></#list></body></html>\n");
        oneFinding(r, "error[RENDER-003]");
        assertTrue(r.err().contains("more than 50,000 elements"), r::describe);
        assertTrue(r.out().contains("not written: 1"), r::describe);
        assertFalse(Files.exists(dir.resolve("out/san-juan-heights")), r::describe);
    }

    @Test
    void aCharacterOnlyAStandardFontHasIsRefusedNotPrintedUnembedded(@TempDir Path dir) throws IOException {
        // U+2329 is in the standard Symbol font and in none of DejaVu's faces: a PDF/A file cannot print it unembedded
        Run r = buildWith(dir, "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p style=\"font-family: Symbol\">\u2329 a</p>"
                + "</body></html>\n");
        oneFinding(r, "error[RENDER-001]");
        assertTrue(r.err().contains("standard font Symbol"), r::describe);
    }
}
