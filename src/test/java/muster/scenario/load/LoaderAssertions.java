package muster.scenario.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import muster.source.Diagnostic;

/** Small helpers for loader tests: findings as {@code LOAD-008@5:1} so a test names id and position at once. */
final class LoaderAssertions {

    static final String FILE = "s.yaml";

    /**
     * A scenario that loads without a finding, 13 lines long. Tests append lines to it or replace
     * one of its lines; line numbers below refer to it.
     */
    static final String BASE = """
            id: t
            title: T
            ruleset: saw-quickplay
            turns: 8
            table: { width: 72, depth: 48 }
            sides:
              - id: us
                name: V Corps
                nation: us
                formations:
                  - id: us-brigade
                    units:
                      - { id: us-inf, type: infantry, weapon: rifle, count: 4, at: [10, 20] }
            """;

    private LoaderAssertions() {
    }

    static LoadResult parse(String text) {
        return ScenarioLoader.parse(FILE, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Every finding as {@code ID@line:column}, in file order. */
    static List<String> codes(LoadResult r) {
        return r.diagnostics().sorted().stream().map(LoaderAssertions::code).toList();
    }

    static String code(Diagnostic d) {
        return d.ruleId() + "@" + d.span().line() + ":" + d.span().column();
    }

    /** Asserts exactly these findings (as {@code ID@line:col}) and that no scenario came out when any is an error. */
    static LoadResult assertFindings(String text, String... expected) {
        LoadResult r = parse(text);
        assertEquals(List.of(expected), codes(r), () -> "findings of:\n" + text + "\n" + messages(r));
        if (expected.length > 0) {
            assertTrue(r.scenario().isEmpty(), "a file with a load error gives no scenario");
        }
        return r;
    }

    /** The single finding of a result, for checks on its message and hint. */
    static Diagnostic only(LoadResult r) {
        assertEquals(1, r.diagnostics().all().size(), () -> messages(r));
        return r.diagnostics().all().get(0);
    }

    static String messages(LoadResult r) {
        StringBuilder sb = new StringBuilder();
        r.diagnostics().sorted().forEach(d -> sb.append(d.format()).append('\n'));
        return sb.toString();
    }

    /** BASE with its line {@code n} (1-based) replaced. */
    static String replaceLine(int n, String line) {
        String[] lines = BASE.split("\n", -1);
        lines[n - 1] = line;
        return String.join("\n", lines);
    }
}
