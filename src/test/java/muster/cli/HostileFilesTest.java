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
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.cli.MainTest.Run;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reproducers of issue 15 (src/test/resources/hostile/): each validates without hanging,
 * with exactly the findings its {@code # expect: LINE:COL severity[CODE], ...} line names, and
 * every line printed is a finding's headline or its hint, with nothing in it that could forge,
 * erase or reorder a line on a terminal. The time bound is a hang guard, not a benchmark.
 */
class HostileFilesTest {

    static final Path DIR = MainTest.ROOT.resolve("src/test/resources/hostile");
    static final Duration GUARD = Duration.ofSeconds(10);
    static final Pattern EXPECT = Pattern.compile("# expect: ([^(\\r\\n]*)");
    static final Pattern HEADLINE = Pattern.compile("(.*?)(?::(\\d+):(\\d+))?: (error|warning|hint)\\[([A-Z]+-\\d+)\\]: (.*)");
    /** What a terminal or a reader could take for something else: controls, bidi, separators. */
    static final Pattern UNSAFE = Pattern.compile("[\\x00-\\x1F\\x7F-\\x9F\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069\\u2028\\u2029\\uFEFF]");
    /** A Java class name, as a library's message may print it. */
    static final Pattern INTERNAL = Pattern.compile("(?:[a-z]+\\.){2,}[A-Z]\\w*|@[0-9a-f]{6,}\\b|Event\\(|\\bnull\\b");

    static List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(DIR)) {
            return s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    /** The findings a file's expect line names, as "LINE:COL severity[CODE]". */
    static List<String> expected(Path file) throws IOException {
        String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
        Matcher m = EXPECT.matcher(text);
        assertTrue(m.find(), file + " has no expect line");
        List<String> out = new ArrayList<>();
        for (String part : m.group(1).split(",")) {
            out.add(part.strip());
        }
        return out;
    }

    /** Every line printed is a headline or the hint after one; returns the headlines as "LINE:COL severity[CODE]". */
    static List<String> findings(String label, String err) {
        List<String> out = new ArrayList<>();
        boolean afterHeadline = false;
        for (String line : err.split("\n", -1)) {
            if (line.isEmpty()) {
                continue;
            }
            assertFalse(UNSAFE.matcher(line).find(), () -> "unsafe character in: " + line);
            assertFalse(INTERNAL.matcher(line).find(), () -> "internal name in: " + line);
            if (line.startsWith("  hint: ")) {
                assertTrue(afterHeadline, () -> "a hint without its headline: " + line);
                afterHeadline = false;
                continue;
            }
            Matcher m = HEADLINE.matcher(line);
            assertTrue(m.matches(), () -> "not a finding: " + line);
            assertEquals(label, m.group(1), line);
            out.add(m.group(2) + ":" + m.group(3) + " " + m.group(4) + "[" + m.group(5) + "]");
            afterHeadline = true;
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everyReproducerValidatesWithItsFindings() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : files()) {
            tests.add(DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                Run r = assertTimeoutPreemptively(GUARD, () -> MainTest.run("validate", file.toString()));
                assertEquals(1, r.code(), r::describe);
                assertEquals(expected(file), findings(Scenarios.label(file), r.err()), r::describe);
                assertTrue(r.out().startsWith(Scenarios.label(file) + ": "), r::describe);
            }));
        }
        return tests.stream();
    }

    @Test
    void valuesAreShownQuotedWithTheirControlsWrittenOut() {
        Run forged = MainTest.run("validate", DIR.resolve("forged-newline.yaml").toString());
        assertTrue(forged.err().contains("'wood\\nother.yaml:1:1: error[COM-001]: forged' is not a terrain kind"), forged::describe);
        assertFalse(forged.err().contains("\nother.yaml"), forged::describe);
        Run ansi = MainTest.run("validate", DIR.resolve("ansi-escape.yaml").toString());
        assertTrue(ansi.err().contains("'\\e[2K\\rcrossroads'"), ansi::describe);
        Run controls = MainTest.run("validate", DIR.resolve("controls-in-value.yaml").toString());
        assertTrue(controls.err().contains("'cross\\troads\\u202E\\u2066\\u2028\\u2029\\u0085\\0'"), controls::describe);
    }

    @Test
    void aTwoHundredThousandCharacterNameIsRefusedAtItsLine(@TempDir Path dir) throws IOException {
        String text = Files.readString(DIR.resolve("unit-name-20000.yaml"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("name: (Rough[^,]*),").matcher(text);
        assertTrue(m.find());
        Path file = Files.writeString(dir.resolve("long.yaml"), text.replace(m.group(1), "x".repeat(200_000)), StandardCharsets.UTF_8);
        Run r = assertTimeoutPreemptively(GUARD, () -> MainTest.run("build", file.toString(), "-o", dir.resolve("out").toString()));
        assertEquals(1, r.code(), r::describe);
        assertEquals(List.of("34:39 error[LOAD-015]"), findings(Scenarios.label(file), r.err()), r::describe);
        assertTrue(r.err().contains("'name' is 200,000 characters long, more than the 200 it may have"), r::describe);
        assertTrue(r.err().length() < 1000, "the value is not echoed");
        assertFalse(Files.exists(dir.resolve("out/las-guasimas")), "nothing written");
    }
}
