package muster.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Files land whole, in place, under a safe name, and nothing half-written is left behind. */
class OutputWriterTest {

    @TempDir
    Path root;

    static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /** Every path under the root, relative, files and folders alike. */
    List<String> everything() throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(root)) {
            s.filter(p -> !p.equals(root)).forEach(p -> out.add(root.relativize(p).toString().replace('\\', '/')));
        }
        return out.stream().sorted().toList();
    }

    @Test
    void writesEachFileUnderItsScenarioFolder() throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("san-juan-gm.pdf", bytes("gm"));
        files.put("san-juan-us.pdf", bytes("us"));
        List<Path> written = new OutputWriter(root).write("san-juan", files);
        assertEquals(List.of(root.resolve("san-juan/san-juan-gm.pdf").toAbsolutePath().normalize(),
                root.resolve("san-juan/san-juan-us.pdf").toAbsolutePath().normalize()), written);
        assertArrayEquals(bytes("gm"), Files.readAllBytes(written.get(0)));
        assertArrayEquals(bytes("us"), Files.readAllBytes(written.get(1)));
        assertEquals(List.of("san-juan", "san-juan/san-juan-gm.pdf", "san-juan/san-juan-us.pdf"), everything(),
                "no temporary .part file is left");
    }

    @Test
    void aRelativeRootIsResolved(@TempDir Path other) throws IOException {
        List<Path> written = new OutputWriter(other.resolve("a/../out")).write("x", Map.of("x.pdf", bytes("1")));
        assertEquals(other.resolve("out/x/x.pdf").toAbsolutePath().normalize(), written.get(0));
    }

    @Test
    void replacesAnExistingFile() throws IOException {
        Path target = Files.createDirectories(root.resolve("s")).resolve("s-gm.pdf");
        Files.write(target, bytes("an old and longer pack"));
        new OutputWriter(root).write("s", Map.of("s-gm.pdf", bytes("new")));
        assertArrayEquals(bytes("new"), Files.readAllBytes(target));
        assertEquals(List.of("s", "s/s-gm.pdf"), everything());
    }

    @Test
    void writesEmptyFiles() throws IOException {
        new OutputWriter(root).write("s", Map.of("s.pdf", new byte[0]));
        assertEquals(0, Files.size(root.resolve("s/s.pdf")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"../x", "A b", "", "x/y", "..", ".", "San-Juan", "-x", "x-", "x--y", "x_y", "/etc", "x\ny"})
    void refusesUnsafeIds(String id) throws IOException {
        boolean existedBefore = Files.exists(root.getParent().resolve("x"));
        IOException e = assertThrows(IOException.class, () -> new OutputWriter(root).write(id, Map.of("a.pdf", bytes("a"))));
        assertTrue(e.getMessage().contains("unsafe"), e.getMessage());
        assertEquals(List.of(), everything(), "nothing is created for an unsafe id");
        // the root's parent is the system's temporary folder, where another program's 'x' may stand: look for a new one only
        assertFalse(!existedBefore && Files.exists(root.getParent().resolve("x")), "nothing outside the root");
    }

    @ParameterizedTest
    @ValueSource(strings = {"../evil.pdf", "a/b.pdf", "evil", ".hidden.pdf", "A.pdf", "a.PDF", "a b.pdf", "a.", "a..pdf",
            "..pdf", "/abs.pdf", "a.pdf/", "a.pdf\n"})
    void refusesUnsafeFileNames(String name) {
        IOException e = assertThrows(IOException.class, () -> new OutputWriter(root).write("s", Map.of(name, bytes("a"))));
        assertTrue(e.getMessage().contains("unsafe file name"), e.getMessage());
    }

    @Test
    void aRefusedNameAfterAGoodOneWritesNothing() throws IOException {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("s-gm.pdf", bytes("good"));
        files.put("../s-evil.pdf", bytes("evil"));
        assertThrows(IOException.class, () -> new OutputWriter(root).write("s", files));
        List<String> left = everything().stream().filter(p -> !p.equals("s")).toList();
        assertEquals(List.of(), left, "every name is checked before any file is written; no temp file either");
        assertFalse(Files.exists(root.getParent().resolve("s-evil.pdf")));
    }

    @Test
    void aFileWhereTheScenarioFolderShouldBeIsNotAFolderAndIsLeftAlone() throws IOException {
        Files.write(root.resolve("s"), bytes("mine"));
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("s-a.pdf", bytes("a"));
        files.put("s-b.pdf", bytes("b"));
        IOException e = assertThrows(IOException.class, () -> new OutputWriter(root).write("s", files));
        assertTrue(e.getMessage().contains("is not a folder"), e.getMessage());
        assertEquals(List.of("s"), everything(), "no temporary file or folder is left");
        assertArrayEquals(bytes("mine"), Files.readAllBytes(root.resolve("s")), "the file in the way is untouched");
    }

    @Test
    void writeAtomicallyLeavesOnlyTheTarget() throws IOException {
        Path target = root.resolve("t.pdf");
        OutputWriter.writeAtomically(target, bytes("x".repeat(100_000)));
        assertEquals(100_000, Files.size(target));
        assertEquals(List.of("t.pdf"), everything());
    }

    /**
     * A pack is a file for others to print: it should get the permissions any new file gets here
     * (the umask), as it would from Files.write. A temp file made with Files.createTempFile is
     * rw------- on POSIX, and moving it keeps that mode.
     */
    @Test
    void writtenFilesGetTheUsualPermissions() throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path plain = Files.write(root.resolve("plain.txt"), bytes("p"));
        Set<PosixFilePermission> usual = Files.getPosixFilePermissions(plain);
        Path written = new OutputWriter(root).write("s", Map.of("s.pdf", bytes("x"))).get(0);
        assertEquals(usual, Files.getPosixFilePermissions(written));
    }

    @Test
    void aConventionsFolderThatIsAFileSaysWhyItCannotBeWritten() throws IOException {
        Path file = Files.write(root.resolve("convention"), bytes("not a folder"));
        IOException e = assertThrows(IOException.class,
                () -> new OutputWriter(file).writeHere(Map.of("table-1.pdf", bytes("x"))));
        assertTrue(e.getMessage().contains("is in the way") || e.getMessage().contains("not a folder"), e.getMessage());
        assertTrue(!e.getMessage().equals(file.toString()), "the message says more than the path: " + e.getMessage());
    }
}
