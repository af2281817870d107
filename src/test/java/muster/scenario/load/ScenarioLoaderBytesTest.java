package muster.scenario.load;

import static muster.scenario.load.LoaderAssertions.BASE;
import static muster.scenario.load.LoaderAssertions.FILE;
import static muster.scenario.load.LoaderAssertions.codes;
import static muster.scenario.load.LoaderAssertions.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the loader checks before any YAML parsing: size, UTF-8, NUL; and reading from a path. */
class ScenarioLoaderBytesTest {

    @TempDir
    Path dir;

    private static byte[] bytes(Object... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object p : parts) {
            if (p instanceof String s) {
                out.writeBytes(s.getBytes(StandardCharsets.UTF_8));
            } else {
                out.write((Integer) p);
            }
        }
        return out.toByteArray();
    }

    /** BASE followed by a comment that pads the file to exactly {@code size} bytes (a briefing has its own limit). */
    private static byte[] scenarioOfSize(long size) {
        String head = BASE + "# ";
        int fill = (int) size - head.length() - 1;
        byte[] b = (head + "y".repeat(fill) + "\n").getBytes(StandardCharsets.UTF_8);
        assertEquals(size, b.length);
        return b;
    }

    @Test
    void aThreeMegabyteFileIsRefusedBeforeParsing() throws IOException {
        byte[] big = scenarioOfSize(3L * 1024 * 1024);
        LoadResult parsed = ScenarioLoader.parse(FILE, big);
        assertEquals(List.of("LOAD-001@1:1"), codes(parsed));
        assertTrue(parsed.scenario().isEmpty());

        Path file = dir.resolve("big.yaml");
        Files.write(file, big);
        LoadResult loaded = ScenarioLoader.load(file, "big.yaml");
        assertEquals(List.of("LOAD-001@1:1"), codes(loaded));
        assertTrue(only(loaded).message().contains("3072 KB"), only(loaded).message());
        assertEquals("big.yaml", only(loaded).span().file());
    }

    @Test
    void aFileOfExactlyTheLimitLoadsAndOneByteMoreDoesNot() throws IOException {
        byte[] atLimit = scenarioOfSize(ScenarioLoader.MAX_BYTES);
        assertEquals(List.of(), codes(ScenarioLoader.parse(FILE, atLimit)));
        Path file = dir.resolve("limit.yaml");
        Files.write(file, atLimit);
        LoadResult loaded = ScenarioLoader.load(file, "limit.yaml");
        assertEquals(List.of(), codes(loaded));
        assertTrue(loaded.scenario().isPresent());

        assertEquals(List.of("LOAD-001@1:1"), codes(ScenarioLoader.parse(FILE, scenarioOfSize(ScenarioLoader.MAX_BYTES + 1))));
    }

    @Test
    void invalidUtf8IsReportedOnItsLineAndColumn() {
        // 0xC3 must start a two-byte sequence; '(' cannot continue it. Line 3, after "place: ab".
        LoadResult r = ScenarioLoader.parse(FILE, bytes("id: t\ntitle: T\nplace: ab", 0xC3, 0x28, "\n"));
        assertEquals(List.of("LOAD-002@3:10"), codes(r));
        assertTrue(only(r).message().contains("0xc3") && only(r).message().contains("offset 24"), only(r).message());
    }

    @Test
    void aLatin1FileIsReportedAtTheFirstForeignByte() {
        assertEquals(List.of("LOAD-002@2:11"), codes(ScenarioLoader.parse(FILE, bytes("id: t\ntitle: caf", 0xE9, "\n"))));
    }

    @Test
    void theColumnCountsCharactersNotBytes() {
        // "title: café " is 12 characters (13 bytes), so the bad byte is at column 13.
        assertEquals(List.of("LOAD-002@2:13"), codes(ScenarioLoader.parse(FILE, bytes("id: t\ntitle: café ", 0xFF, "\n"))));
    }

    @Test
    void aUtf8EncodedSurrogateIsInvalid() {
        // ED A0 80 would be U+D800, which UTF-8 may not encode.
        assertEquals(List.of("LOAD-002@1:5"), codes(ScenarioLoader.parse(FILE, bytes("id: ", 0xED, 0xA0, 0x80, "\n"))));
    }

    @Test
    void aTruncatedSequenceAtTheEndIsInvalid() {
        assertEquals(List.of("LOAD-002@1:8"), codes(ScenarioLoader.parse(FILE, bytes("id: caf", 0xC3))));
    }

    @Test
    void aNulCharacterIsReportedWhereItIs() {
        LoadResult r = ScenarioLoader.parse(FILE, bytes("id: t\ntitle: a", 0, "b\n"));
        assertEquals(List.of("LOAD-002@2:9"), codes(r));
        assertTrue(only(r).message().contains("NUL"), only(r).message());
    }

    @Test
    void aByteOrderMarkIsSkippedAndDoesNotShiftColumns() {
        byte[] withBom = bytes(0xEF, 0xBB, 0xBF, BASE);
        assertEquals(List.of(), codes(ScenarioLoader.parse(FILE, withBom)));
        // the rest of this one-line file is reported as missing keys; the anchor keeps its column
        assertEquals(List.of("LOAD-004@1:5"), codes(ScenarioLoader.parse(FILE, bytes(0xEF, 0xBB, 0xBF, "id: &a t\n"))).stream()
                .filter(c -> c.startsWith("LOAD-004")).toList());
    }

    @Test
    void aFileThatCannotBeReadIsLoad000() {
        LoadResult r = ScenarioLoader.load(dir.resolve("missing.yaml"), "missing.yaml");
        assertEquals("LOAD-000", only(r).ruleId());
        assertTrue(r.scenario().isEmpty());
    }

    @Test
    void loadAndParseAgreeOnAnOrdinaryFile() throws IOException {
        byte[] b = (BASE + "figurScale: 15mm\n").getBytes(StandardCharsets.UTF_8);
        Path file = dir.resolve("s.yaml");
        Files.write(file, b);
        assertEquals(codes(ScenarioLoader.parse(FILE, b)), codes(ScenarioLoader.load(file, FILE)));
        assertEquals(List.of("LOAD-008@14:1"), codes(ScenarioLoader.load(file, FILE)));
        assertTrue(Arrays.equals(b, Files.readAllBytes(file)));
    }
}
