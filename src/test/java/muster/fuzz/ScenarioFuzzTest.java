package muster.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.List;

/**
 * Jazzer over the loader and the rules engine. In the normal suite this runs every input under
 * {@code ScenarioFuzzTestInputs/validate/} (the bundled scenarios, the clean rule files and
 * issue 15's reproducers) once; with {@code JAZZER_FUZZ=1} (.ci/run's short run, or
 * src/bench/fuzz.sh's long one) it mutates them for the given time. Every input must validate
 * without an exception and keep {@link Invariants}; a crash Jazzer finds is written beside the
 * seeds, to be kept there as a regression input.
 */
class ScenarioFuzzTest {

    @FuzzTest(maxDuration = "15s")
    void validate(byte[] data) {
        List<String> broken = Invariants.validate("fuzz.yaml", data);
        assertEquals(List.of(), broken);
    }
}
