package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import muster.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A build on several threads writes the same bytes and prints the same lines, in the same order,
 * as a build on one: every bundled scenario, and a copy of one under an id already taken; and a file
 * built alone (a watch's rebuild) is the same bytes as in a build of them all.
 */
class ParallelBuildTest {

    @TempDir
    Path root;

    record Run(int exit, String out, String err) {
    }

    Run build(Path inputs, Path output, String jobs) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int exit = new Main(new PrintWriter(o), new PrintWriter(e)).run("build", inputs.toString(), "-o", output.toString(), "--jobs", jobs);
        return new Run(exit, o.toString().replace(output.toString(), "OUT"), e.toString().replace(output.toString(), "OUT"));
    }

    @Test
    void filesAndMessagesDoNotDependOnTheNumberOfThreads() throws IOException {
        Path inputs = Files.createDirectories(root.resolve("in"));
        List<Path> bundled;
        try (Stream<Path> s = Files.list(Packs.ROOT.resolve("scenarios"))) {
            bundled = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        for (Path p : bundled) {
            Files.copy(p, inputs.resolve(p.getFileName()));
        }
        Files.copy(Packs.SAN_JUAN, inputs.resolve("zz-same-id.yaml"));

        Run serial = build(inputs, root.resolve("serial"), "1");
        Run parallel = build(inputs, root.resolve("parallel"), "3");

        assertEquals(1, serial.exit(), "the copy's id is taken: " + serial.err());
        assertEquals(serial, parallel);
        List<Path> files = files(root.resolve("serial"));
        assertEquals(files, files(root.resolve("parallel")));
        assertTrue(files.size() >= 5 * bundled.size(), "every scenario's files: " + files);
        for (Path f : files) {
            assertArrayEquals(Files.readAllBytes(root.resolve("serial").resolve(f)), Files.readAllBytes(root.resolve("parallel").resolve(f)),
                    f + " differs between one thread and three");
        }
    }

    @Test
    void filesAskedForAloneAreTheSameBytesAsInAWholeBuild() throws IOException {
        Path whole = root.resolve("whole");
        Path some = root.resolve("some");
        assertEquals(0, new Main(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter())).run("build",
                Packs.SAN_JUAN.toString(), "-o", whole.toString(), "--preview"));
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        assertEquals(0, new Main(new PrintWriter(o), new PrintWriter(e)).run("build", Packs.SAN_JUAN.toString(), "-o", some.toString(),
                "--only", "GM_PACK,TABLE"), e.toString());
        String id = "san-juan-heights";
        assertEquals(List.of(Path.of(id, id + "-gm.pdf"), Path.of(id, id + "-table.pdf")), files(some), o.toString());
        for (Path f : files(some)) {
            assertArrayEquals(Files.readAllBytes(whole.resolve(f)), Files.readAllBytes(some.resolve(f)), f + " differs when built alone");
        }
        assertTrue(files(whole).contains(Path.of(id, id + "-map.png")), "a whole build with --preview has the pictures: " + files(whole));
    }

    static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).map(dir::relativize).sorted().toList();
        }
    }
}
