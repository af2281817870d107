package muster.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import muster.rules.AnnotatedScenarios.Expectation;
import muster.source.Code;
import muster.source.Diagnostic;
import muster.source.Severity;
import muster.source.Span;
import org.junit.jupiter.api.Test;

/** The harness itself: it reads expect comments right and fails when diagnostics differ. */
class AnnotatedScenariosTest {

    /** A code made up for the harness's own tests, of any id and severity. */
    private record TestCode(String id, Severity severity, String summary) implements Code {
    }

    private static Diagnostic diag(Severity severity, String id, int line, String message) {
        return new Diagnostic(new TestCode(id, severity, ""), Span.of("f.yaml", line, 3), message, "");
    }

    @Test
    void stackedExpectCommentsNameTheFirstLineBelowThem() {
        List<Expectation> e = AnnotatedScenarios.expectations("f.yaml", List.of(
                "id: x",
                "  # expect: error[SAW-006] \"not a position\"",
                "  # expect: warning[SAW-007]",
                "  - { side: spain, feature: woods }",
                "# expect: hint[SAW-009]",
                "count: 3"));
        assertEquals(List.of(
                new Expectation(4, Severity.ERROR, "SAW-006", Optional.of("not a position")),
                new Expectation(4, Severity.WARNING, "SAW-007", Optional.empty()),
                new Expectation(6, Severity.HINT, "SAW-009", Optional.empty())), e);
    }

    @Test
    void aMisspeltExpectCommentFailsInsteadOfBeingIgnored() {
        assertThrows(IllegalArgumentException.class,
                () -> AnnotatedScenarios.expectations("f.yaml", List.of("# expect: eror[SAW-006]", "id: x")));
        assertThrows(IllegalArgumentException.class,
                () -> AnnotatedScenarios.expectations("f.yaml", List.of("# Expect: error[saw-6]", "id: x")));
    }

    @Test
    void anExpectCommentMustSitDirectlyAboveALine() {
        assertThrows(IllegalArgumentException.class,
                () -> AnnotatedScenarios.expectations("f.yaml", List.of("# expect: error[SAW-006]", "", "id: x")));
        assertThrows(IllegalArgumentException.class,
                () -> AnnotatedScenarios.expectations("f.yaml", List.of("# expect: error[SAW-006]", "# note", "id: x")));
        assertThrows(IllegalArgumentException.class,
                () -> AnnotatedScenarios.expectations("f.yaml", List.of("id: x", "# expect: error[SAW-006]")));
    }

    @Test
    void exactMatchPasses() {
        List<Expectation> e = List.of(new Expectation(4, Severity.ERROR, "SAW-006", Optional.of("known")));
        assertEquals(Optional.empty(), AnnotatedScenarios.mismatch("f.yaml", e,
                List.of(diag(Severity.ERROR, "SAW-006", 4, "not a known position"))));
    }

    @Test
    void missingExtraWrongLineWrongSeverityAndWrongTextAllFail() {
        List<Expectation> e = List.of(new Expectation(4, Severity.ERROR, "SAW-006", Optional.of("known")));
        // nothing reported
        assertTrue(AnnotatedScenarios.mismatch("f.yaml", e, List.of()).isPresent());
        // reported one line off
        assertTrue(AnnotatedScenarios.mismatch("f.yaml", e, List.of(diag(Severity.ERROR, "SAW-006", 5, "known"))).isPresent());
        // wrong severity
        assertTrue(AnnotatedScenarios.mismatch("f.yaml", e, List.of(diag(Severity.WARNING, "SAW-006", 4, "known"))).isPresent());
        // message lacks the text
        assertTrue(AnnotatedScenarios.mismatch("f.yaml", e, List.of(diag(Severity.ERROR, "SAW-006", 4, "other"))).isPresent());
        // an extra hint
        assertTrue(AnnotatedScenarios.mismatch("f.yaml", e, List.of(diag(Severity.ERROR, "SAW-006", 4, "known"),
                diag(Severity.HINT, "SAW-009", 7, "bases"))).isPresent());
        // a clean file that reports something
        assertTrue(AnnotatedScenarios.mismatch("f.yaml", List.of(), List.of(diag(Severity.HINT, "SAW-008", 2, "x"))).isPresent());
    }

    @Test
    void twoExpectationsNeedTwoDiagnostics() {
        Expectation one = new Expectation(4, Severity.ERROR, "COM-004", Optional.empty());
        assertTrue(AnnotatedScenarios.mismatch("f.yaml", List.of(one, one),
                List.of(diag(Severity.ERROR, "COM-004", 4, "off the table"))).isPresent());
    }

    @Test
    void theFailureMessageListsExpectedAndActualAsLineSeverityIdMessage() {
        String msg = AnnotatedScenarios.mismatch("f.yaml",
                List.of(new Expectation(4, Severity.ERROR, "SAW-006", Optional.empty())),
                List.of(diag(Severity.WARNING, "SAW-007", 9, "no gun can reach it"))).orElseThrow();
        assertTrue(msg.contains("4: error[SAW-006]"), msg);
        assertTrue(msg.contains("9: warning[SAW-007] no gun can reach it"), msg);
        assertTrue(msg.contains("missing") && msg.contains("unexpected"), msg);
    }

    @Test
    void aFileNamedForARuleMustExpectIt() {
        Expectation saw6 = new Expectation(4, Severity.ERROR, "SAW-006", Optional.empty());
        Expectation saw7 = new Expectation(4, Severity.WARNING, "SAW-007", Optional.empty());
        assertEquals(Optional.empty(), AnnotatedScenarios.namingProblem("saw-006-feature-not-known.yaml", List.of(saw6, saw7)));
        assertTrue(AnnotatedScenarios.namingProblem("saw-006-feature-not-known.yaml", List.of(saw7)).isPresent());
        assertTrue(AnnotatedScenarios.namingProblem("saw-006-feature-not-known.yaml", List.of()).isPresent());
        assertTrue(AnnotatedScenarios.namingProblem("clean-saw.yaml", List.of(saw6)).isPresent());
        assertEquals(Optional.empty(), AnnotatedScenarios.namingProblem("clean-saw.yaml", List.of()));
        assertTrue(AnnotatedScenarios.namingProblem("targets.yaml", List.of(saw6)).isPresent());
        assertEquals(Optional.of("COM-013"), AnnotatedScenarios.ruleOfFileName("com-013-hill-levels.yaml"));
    }

    @Test
    void diagnoseRunsTheEngineOnEveryFileThatIsYaml() {
        // A misspelt key is the loader's finding; the engine still runs on the rest and finds the facing past north.
        String text = "id: x\ntitle: X\nruleset: saw-quickplay\nturns: 4\ntable: { width: 48, depth: 48 }\nfigurScale: 15mm\n"
                + "sides:\n  - { id: a, name: A, nation: us, hq: { name: H, at: [1, 1] }, formations: [{ id: f, orders: { type: defend, "
                + "objective: h }, units: [{ id: u, type: infantry, weapon: rifle, count: 2, at: [5, 5], facing: 400 }] }] }\n"
                + "  - { id: b, name: B, nation: spain, hq: { name: G, at: [40, 40] }, formations: [{ id: g, orders: { type: defend, "
                + "objective: h }, units: [{ id: v, type: infantry, weapon: rifle, count: 2, at: [40, 30] }] }] }\n"
                + "terrain:\n  - { id: h, kind: hill, level: 1, form: plateau, outline: [[20,20],[30,20],[30,30]] }\n";
        List<Diagnostic> d = AnnotatedScenarios.diagnose("f.yaml", text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertEquals(List.of("LOAD-008@6", "COM-011@8"), d.stream().map(x -> x.ruleId() + "@" + x.span().line()).toList(), d.toString());
    }
}
