package muster.rules;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.rulesets.RuleSets;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.source.Diagnostic;
import muster.source.Diagnostics;
import muster.source.Severity;

/**
 * The harness for rule tests written as annotated scenario files (Checkstyle / Error Prone style).
 * A comment line
 *
 * <pre>
 *   # expect: error[SAW-006]
 *   # expect: warning[SAW-007] "text the message must contain"
 *   # expect: note[SAW-015] "text the printed note must contain"
 * </pre>
 *
 * names a diagnostic that must be reported, or a note that must be printed (found by a check of severity
 * note, read from that line), on the first line below the stack of expect comments.
 * The file is loaded with {@link ScenarioLoader#parse}, checked with {@link Engine#check} when it
 * loaded, and must give exactly the expected diagnostics (severity, rule id, line): none missing,
 * none extra, hints included. A file without expect comments must give no diagnostic at all.
 */
public final class AnnotatedScenarios {

    /** Where the annotated files live, read from the sources so a deleted file cannot linger. */
    public static final Path DIRECTORY = Path.of(System.getProperty("basedir", "")).toAbsolutePath()
            .resolve("src/test/resources/rules");

    private static final Pattern EXPECT = Pattern.compile(
            "^\\s*#\\s*expect:\\s*(error|warning|hint|note)\\[([A-Z]+-\\d{3})\\](?:\\s+\"([^\"]+)\")?\\s*$");
    /** Anything that looks like an attempt at an expect comment, so a typo cannot hide a check. */
    private static final Pattern ATTEMPT = Pattern.compile("^\\s*#\\s*expect\\b.*", Pattern.CASE_INSENSITIVE);
    /** A file named {@code saw-006-...yaml} is about SAW-006. */
    private static final Pattern NAMED_FOR_RULE = Pattern.compile("^([a-z]+)-(\\d{3})-[a-z0-9-]+\\.yaml$");
    private static final Pattern CLEAN = Pattern.compile("^clean-[a-z0-9-]+\\.yaml$");

    private AnnotatedScenarios() {
    }

    /** One expected diagnostic: on {@code line}, of this severity and rule, its message containing a text. */
    public record Expectation(int line, Severity severity, String ruleId, Optional<String> contains) {

        String describe() {
            return line + ": " + severity.label() + "[" + ruleId + "]" + contains.map(c -> " \"" + c + "\"").orElse("");
        }

        boolean matches(Finding d) {
            return d.line() == line && d.severity() == severity && d.ruleId().equals(ruleId)
                    && contains.map(c -> d.message().contains(c)).orElse(true);
        }
    }

    /** A diagnostic reported or a note to print, as the expect comments name them: line, severity, rule and text. */
    public record Finding(int line, Severity severity, String ruleId, String message) {

        static Finding of(Diagnostic d) {
            return new Finding(d.span().line(), d.severity(), d.ruleId(), d.message());
        }

        static Finding of(PrintedNote n) {
            return new Finding(n.span().line(), Severity.NOTE, n.ruleId(), n.text());
        }
    }

    /** Every {@code .yaml} file of the directory, sorted by name. */
    public static List<Path> files() throws IOException {
        try (Stream<Path> s = Files.list(DIRECTORY)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted().toList();
        }
    }

    /**
     * Reads the expect comments of a file. A malformed expect comment, or one not directly above a
     * line of YAML, is a mistake in the test file and fails at once.
     */
    public static List<Expectation> expectations(String label, List<String> lines) {
        List<Expectation> out = new ArrayList<>();
        List<Matcher> pending = new ArrayList<>();
        int firstPending = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int number = i + 1;
            if (ATTEMPT.matcher(line).matches()) {
                Matcher m = EXPECT.matcher(line);
                if (!m.matches()) {
                    throw new IllegalArgumentException(label + ":" + number + ": malformed expect comment: " + line.strip()
                            + " (write # expect: error[SAW-006] or # expect: hint[SAW-009] \"message text\")");
                }
                if (pending.isEmpty()) {
                    firstPending = number;
                }
                pending.add(m);
                continue;
            }
            if (pending.isEmpty()) {
                continue;
            }
            String stripped = line.strip();
            if (stripped.isEmpty() || stripped.startsWith("#")) {
                throw new IllegalArgumentException(label + ":" + firstPending
                        + ": an expect comment must sit directly above the YAML line it names, but line " + number
                        + " is " + (stripped.isEmpty() ? "blank" : "another comment"));
            }
            for (Matcher m : pending) {
                out.add(new Expectation(number, Severity.valueOf(m.group(1).toUpperCase(Locale.ROOT)), m.group(2),
                        Optional.ofNullable(m.group(3))));
            }
            pending.clear();
        }
        if (!pending.isEmpty()) {
            throw new IllegalArgumentException(label + ":" + firstPending + ": expect comment at the end of the file names no line");
        }
        return out;
    }

    /** Loads, and whenever the file is YAML checks, the scenario, as {@code muster validate} does: every diagnostic in file order. */
    public static List<Diagnostic> diagnose(String label, byte[] bytes) {
        LoadResult loaded = ScenarioLoader.parse(label, bytes);
        Diagnostics all = new Diagnostics();
        all.addAll(loaded.diagnostics());
        loaded.checkable().ifPresent(s -> all.addAll(Checks.diagnostics(s)));
        return all.sorted();
    }

    /** Every diagnostic, then every note the checks print, of the scenario. */
    public static List<Finding> findings(String label, byte[] bytes) {
        List<Finding> out = new ArrayList<>(diagnose(label, bytes).stream().map(Finding::of).toList());
        ScenarioLoader.parse(label, bytes).checkable().ifPresent(s -> RuleSets.check(s).notes().stream().map(Finding::of).forEach(out::add));
        return out;
    }

    /**
     * Compares expected and actual diagnostics; empty when they agree exactly, else a message
     * listing what is missing, what is extra, and both lists in full.
     */
    public static Optional<String> mismatch(String label, List<Expectation> expected, List<Diagnostic> actual) {
        return compare(label, expected, actual.stream().map(Finding::of).toList());
    }

    /** As {@link #mismatch}, for diagnostics and notes alike. */
    public static Optional<String> compare(String label, List<Expectation> expected, List<Finding> actual) {
        List<Finding> unmatched = new ArrayList<>(actual);
        List<Expectation> missing = new ArrayList<>();
        // Expectations with a text first, so a bare expectation cannot take the diagnostic a texted one needs.
        List<Expectation> ordered = new ArrayList<>(expected);
        ordered.sort(Comparator.comparing((Expectation e) -> e.contains().isEmpty()));
        for (Expectation e : ordered) {
            Optional<Finding> hit = unmatched.stream().filter(e::matches).findFirst();
            if (hit.isPresent()) {
                unmatched.remove(hit.get());
            } else {
                missing.add(e);
            }
        }
        if (missing.isEmpty() && unmatched.isEmpty()) {
            return Optional.empty();
        }
        missing.sort(Comparator.comparingInt(Expectation::line));
        StringBuilder sb = new StringBuilder(label).append(": diagnostics differ from the expect comments\n");
        section(sb, "missing (expected, not reported)", missing.stream().map(Expectation::describe).toList());
        section(sb, "unexpected (reported, not expected)", unmatched.stream().map(AnnotatedScenarios::describe).toList());
        section(sb, "expected", expected.stream().sorted(Comparator.comparingInt(Expectation::line)).map(Expectation::describe).toList());
        section(sb, "actual", actual.stream().map(AnnotatedScenarios::describe).toList());
        return Optional.of(sb.toString());
    }

    /** {@code line: severity[ID] message}, as failure messages list a diagnostic. */
    public static String describe(Diagnostic d) {
        return describe(Finding.of(d));
    }

    static String describe(Finding d) {
        return d.line() + ": " + d.severity().label() + "[" + d.ruleId() + "] " + d.message();
    }

    /**
     * Why a file's name does not fit its content, or empty: {@code clean-*.yaml} files expect
     * nothing; {@code <rule-id>-*.yaml} files expect their rule at least once.
     */
    public static Optional<String> namingProblem(String fileName, List<Expectation> expected) {
        if (CLEAN.matcher(fileName).matches()) {
            return expected.isEmpty() ? Optional.empty()
                    : Optional.of(fileName + " is named clean- but expects " + expected.size() + " diagnostic(s)");
        }
        Matcher m = NAMED_FOR_RULE.matcher(fileName);
        if (!m.matches()) {
            return Optional.of(fileName + " is named neither clean-<what>.yaml nor <rule-id>-<what>.yaml (e.g. saw-006-feature-not-known.yaml)");
        }
        String rule = ruleOfFileName(fileName).orElseThrow();
        boolean expectsIt = expected.stream().anyMatch(e -> e.ruleId().equals(rule));
        return expectsIt ? Optional.empty()
                : Optional.of(fileName + " is named for " + rule + " but has no '# expect: ...[" + rule + "]' comment");
    }

    /** {@code saw-006-x.yaml} gives SAW-006. */
    public static Optional<String> ruleOfFileName(String fileName) {
        Matcher m = NAMED_FOR_RULE.matcher(fileName);
        return m.matches() ? Optional.of(m.group(1).toUpperCase(Locale.ROOT) + "-" + m.group(2)) : Optional.empty();
    }

    /** Checks one annotated file; throws {@link AssertionError} with expected vs actual when they differ. */
    public static void verify(Path file) throws IOException {
        String label = file.getFileName().toString();
        String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        Optional<String> naming = namingProblem(label, expectations(label, lines(text)));
        if (naming.isPresent()) {
            throw new AssertionError(naming.get());
        }
        verifyText(label, text);
    }

    /** Checks an annotated scenario given as text (for tests that keep a short case inline). */
    public static void verifyText(String label, String text) {
        List<Expectation> expected = expectations(label, lines(text));
        Optional<String> problem = compare(label, expected, findings(label, text.getBytes(StandardCharsets.UTF_8)));
        if (problem.isPresent()) {
            throw new AssertionError(problem.get());
        }
    }

    private static List<String> lines(String text) {
        return List.of(text.split("\r?\n", -1));
    }

    private static void section(StringBuilder sb, String title, List<String> items) {
        sb.append("  ").append(title).append(":");
        if (items.isEmpty()) {
            sb.append(" (none)\n");
            return;
        }
        sb.append('\n');
        items.forEach(i -> sb.append("    ").append(i).append('\n'));
    }
}
