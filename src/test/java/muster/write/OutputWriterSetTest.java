package muster.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A scenario's files land as a set: a failure or a kill at any step leaves the old set or the new
 * set in its folder, never a mix, and nothing new beside it once the next write has run.
 */
class OutputWriterSetTest {

    @TempDir
    Path root;

    /** Stands for the process being killed: not an IOException, so the writer's clean-up is skipped as a kill skips it. */
    static final class Killed extends Error {
        private static final long serialVersionUID = 1L;
    }

    static Map<String, byte[]> set(String version) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String part : List.of("gm", "us", "spain", "table", "kit")) {
            files.put("s-" + part + ".pdf", (version + " " + part).getBytes(StandardCharsets.UTF_8));
        }
        return files;
    }

    /** Every path under the root with its content ("/" for a folder). */
    Map<String, String> tree() throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.filter(p -> !p.equals(root)).toList()) {
                out.put(root.relativize(p).toString(), Files.isDirectory(p) ? "/" : Files.readString(p));
            }
        }
        return out;
    }

    Map<String, String> expectedTree(String version) {
        Map<String, String> out = new TreeMap<>();
        out.put("s", "/");
        set(version).forEach((name, bytes) -> out.put("s/" + name, new String(bytes, StandardCharsets.UTF_8)));
        return out;
    }

    /** Stops the write after the n-th step, as a kill would. */
    static OutputWriter.Steps stopAfter(int n, Throwable how) {
        int[] count = {0};
        return (step, path) -> {
            if (++count[0] == n) {
                if (how instanceof IOException io) {
                    throw io;
                }
                throw (Error) how;
            }
        };
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7})
    void aKillAtAnyStepLeavesTheOldSetOrTheNewOneOnceTheNextWriteHasCleared(int step) throws IOException {
        new OutputWriter(root).write("s", set("old"));
        assertThrows(Killed.class, () -> new OutputWriter(root, stopAfter(step, new Killed())).write("s", set("new")));
        // 5 files, then "aside", then "placed": a kill after step 6 leaves no s/ at all until the next write
        Map<String, String> left = tree();
        left.keySet().removeIf(k -> k.startsWith("."));
        if (step <= 5) {
            assertEquals(expectedTree("old"), left, "killed while writing the new set");
        } else if (step == 7) {
            assertEquals(expectedTree("new"), left, "killed after the new set was in place");
        }
        // the next build of another scenario leaves s alone; the next build of s clears the leftovers first
        Leftovers.clear(root, "s");
        Map<String, String> recovered = tree();
        assertEquals(step == 7 ? expectedTree("new") : expectedTree("old"), recovered, "no leftover after the next write's clean-up");
        new OutputWriter(root).write("s", set("third"));
        assertEquals(expectedTree("third"), tree());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 3, 5, 6})
    void aFailureAtAnyStepLeavesTheOldSetAndNothingNew(int step) throws IOException {
        new OutputWriter(root).write("s", set("old"));
        IOException full = new FileSystemException(root.resolve("s").toString(), null, "No space left on device");
        IOException e = assertThrows(IOException.class, () -> new OutputWriter(root, stopAfter(step, full)).write("s", set("new")));
        assertTrue(e.getMessage().startsWith("the disk is full"), e.getMessage());
        assertEquals(expectedTree("old"), tree());
    }

    @Test
    void aFailedFirstWriteLeavesNothing() {
        IOException full = new FileSystemException("x", null, "No space left on device");
        assertThrows(IOException.class, () -> new OutputWriter(root, stopAfter(2, full)).write("s", set("new")));
        assertEquals(Map.of(), assertDoesNotThrowTree());
    }

    Map<String, String> assertDoesNotThrowTree() {
        try {
            return tree();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void leftoversOfAnEarlierMusterAreCleared() throws IOException {
        new OutputWriter(root).write("s", set("old"));
        Files.writeString(root.resolve("s/.s-gm.pdf.18c2f3a9.part"), "half");
        Files.createDirectories(root.resolve(".s.999999999-1.new")).resolve("s-gm.pdf").toFile().createNewFile();
        Files.createDirectories(root.resolve(".other.999999999-1.new"));
        new OutputWriter(root).write("s", set("new"));
        Map<String, String> expected = expectedTree("new");
        expected.put(".other.999999999-1.new", "/");
        assertEquals(expected, tree(), "only the leftovers of s go; another scenario's are its own next write's");
    }

    @Test
    void writeErrorsSayWhy() throws IOException {
        assumeTrue(!"root".equals(System.getProperty("user.name")), "root may write anywhere");
        Path locked = Files.createDirectories(root.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        IOException e = assertThrows(IOException.class, () -> new OutputWriter(locked).write("s", set("new")));
        assertTrue(e.getMessage().startsWith("permission denied"), e.getMessage());
    }

    @Test
    void reasonsAreInPlainWords() {
        assertEquals("permission denied (/o/s)", Failures.reason(new java.nio.file.AccessDeniedException("/o/s")));
        assertEquals("the disk is full (/o/s)", Failures.reason(new FileSystemException("/o/s", null, "No space left on device")));
        assertTrue(Failures.reason(new java.nio.file.FileAlreadyExistsException("/o")).contains("is not a folder"));
        assertTrue(Failures.reason(new FileSystemException("/o/s", null, "Not a directory")).contains("is not a folder"));
    }

    /**
     * A real full disk: .ci/run mounts a 1 MB tmpfs and names it in MUSTER_SMALL_DISK when it runs
     * as root; elsewhere this is skipped and the simulated failures above stand for it.
     */
    @Test
    void aFullDiskLeavesNothingNew() throws IOException {
        String small = System.getenv("MUSTER_SMALL_DISK");
        assumeTrue(small != null && Files.isDirectory(Path.of(small)), "no small disk mounted");
        Path out = Files.createTempDirectory(Path.of(small), "out");
        Map<String, byte[]> fits = Map.of("s-gm.pdf", new byte[100_000]);
        new OutputWriter(out).write("s", fits);
        Map<String, byte[]> big = new LinkedHashMap<>();
        big.put("s-gm.pdf", new byte[600_000]);
        big.put("s-kit.pdf", new byte[600_000]);
        IOException e = assertThrows(IOException.class, () -> new OutputWriter(out).write("s", big));
        assertTrue(e.getMessage().startsWith("the disk is full"), e.getMessage());
        List<String> left = new ArrayList<>();
        try (Stream<Path> s = Files.walk(out)) {
            s.filter(p -> !p.equals(out)).forEach(p -> left.add(out.relativize(p).toString()));
        }
        assertEquals(List.of("s", "s/s-gm.pdf"), left.stream().sorted().toList());
        assertEquals(100_000, Files.size(out.resolve("s/s-gm.pdf")));
        Leftovers.delete(out);
    }
}
