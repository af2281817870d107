package muster.scenario.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.source.Diagnostic;
import muster.source.Diagnostics;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Hostile, broken and random input never makes the loader (or the engine, when something loads)
 * throw or hang: it returns findings. The time bound is a hang guard, not a benchmark.
 */
class ScenarioLoaderHostileInputTest {

    private static final Duration GUARD = Duration.ofSeconds(10);
    private static final String ALPHABET = "{}[]:,-&*!|>'\"#%@`?~ \n\t\\abxyz019.";

    private static String billionLaughs() {
        StringBuilder sb = new StringBuilder("a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n");
        for (int i = 0; i < 9; i++) {
            char name = (char) ('b' + i);
            char prev = (char) ('a' + i);
            sb.append(name).append(": &").append(name).append(" [");
            for (int k = 0; k < 9; k++) {
                sb.append(k == 0 ? "" : ",").append('*').append(prev);
            }
            sb.append("]\n");
        }
        return sb.toString();
    }

    private static Map<String, byte[]> inputs() throws IOException {
        Map<String, byte[]> in = new java.util.LinkedHashMap<>();
        Random rnd = new Random(1898);
        for (int i = 0; i < 6; i++) {
            byte[] b = new byte[1 + rnd.nextInt(4000)];
            rnd.nextBytes(b);
            in.put("random bytes " + i, b);
        }
        for (int i = 0; i < 6; i++) {
            char[] c = new char[50 + rnd.nextInt(2000)];
            for (int k = 0; k < c.length; k++) {
                c[k] = ALPHABET.charAt(rnd.nextInt(ALPHABET.length()));
            }
            in.put("random YAML punctuation " + i, utf8(new String(c)));
        }
        String clean = Files.readString(Path.of(System.getProperty("basedir", "")).toAbsolutePath()
                .resolve("src/test/resources/rules/clean-saw.yaml"));
        for (int i = 0; i < 6; i++) {
            int cut = rnd.nextInt(clean.length());
            in.put("clean scenario truncated at " + cut, utf8(clean.substring(0, cut)));
        }
        for (int i = 0; i < 6; i++) {
            StringBuilder sb = new StringBuilder(clean);
            for (int k = 0; k < 5; k++) {
                int at = rnd.nextInt(sb.length());
                if (rnd.nextBoolean()) {
                    sb.deleteCharAt(at);
                } else {
                    sb.insert(at, ALPHABET.charAt(rnd.nextInt(ALPHABET.length())));
                }
            }
            in.put("clean scenario with 5 random edits, " + i, utf8(sb.toString()));
        }
        in.put("billion laughs", utf8(billionLaughs()));
        in.put("ten thousand aliases", utf8("a: &a x\nb: [" + "*a, ".repeat(10_000) + "*a]\n"));
        in.put("10,000 unclosed [", utf8("[".repeat(10_000)));
        in.put("10,000 closed [ ]", utf8("id: " + "[".repeat(10_000) + "]".repeat(10_000)));
        in.put("5,000 nested flow mappings", utf8("a: " + "{a: ".repeat(5_000) + "1" + "}".repeat(5_000)));
        in.put("1,000 nested block sequences", utf8(blockSequences(1_000)));
        in.put("a 1.5 MB line", utf8("id: " + "x".repeat(1_500_000) + "\n"));
        in.put("a 200 KB explicit key", utf8("? " + "k".repeat(200_000) + "\n: 1\n"));
        in.put("a 1,025-character key", utf8("k".repeat(1_025) + ": 1\n"));
        in.put("10,000 keys", utf8(manyKeys(10_000)));
        in.put("a 10,000-digit number", utf8("id: t\nturns: " + "9".repeat(10_000) + "\n"));
        in.put("lone surrogate escapes", utf8("id: \"\\ud800\"\ntitle: \"\\udc00\\ud800x\"\nplace: \"\\U0010FFFF\"\n"));
        in.put("a NUL escape inside quotes", utf8("id: \"a\\0b\"\ntitle: T\n"));
        in.put("control and separator characters", utf8("id: t\u0001\ntitle: a\u2028b\u0085c\n"));
        in.put("unterminated quote", utf8("id: \"t\ntitle: T\n"));
        in.put("directives and custom tag handles", utf8("%YAML 1.1\n%TAG ! tag:evil.example,2000:\n---\nid: !x y\n"));
        in.put("only a document marker", utf8("---\n"));
        in.put("only an end marker", utf8("...\n"));
        in.put("tabs as indentation", utf8("id: t\n\ttitle: T\n\t\t- a\n"));
        in.put("complex keys", utf8("? [a, b]\n: c\n{x: 1}: y\n"));
        in.put("a full scenario whose ids carry surrogates", utf8(clean.replace("id: las-guasimas", "id: \"\\ud800las\"")));
        return in;
    }

    private static String blockSequences(int depth) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < depth; i++) {
            sb.append(" ".repeat(i * 2)).append("-\n");
        }
        return sb.toString();
    }

    private static String manyKeys(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append("key").append(i).append(": ").append(i).append('\n');
        }
        return sb.toString();
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @TestFactory
    Stream<DynamicTest> neverThrowsNorHangs() throws IOException {
        Map<String, byte[]> inputs = inputs();
        assertTrue(inputs.size() >= 30, "at least 30 hostile inputs: " + inputs.size());
        List<DynamicTest> tests = new ArrayList<>();
        inputs.forEach((name, bytes) -> tests.add(DynamicTest.dynamicTest(name, () -> assertTimeoutPreemptively(GUARD, () -> {
            LoadResult r = ScenarioLoader.parse("hostile.yaml", bytes);
            assertNotNull(r);
            assertNotNull(r.scenario());
            Diagnostics all = new Diagnostics();
            all.addAll(r.diagnostics());
            // The loader's contract: a scenario exactly when there is no error.
            assertEquals(r.scenario().isEmpty(), r.diagnostics().hasErrors(), () -> LoaderAssertions.messages(r));
            r.scenario().ifPresent(s -> all.addAll(Checks.diagnostics(s)));
            for (Diagnostic d : all.all()) {
                assertTrue(d.span().isKnown(), "every finding has a position: " + d.format());
                assertEquals("hostile.yaml", d.span().file());
                assertFalse(d.message().isBlank(), d.format());
            }
        }))));
        return tests.stream();
    }
}
