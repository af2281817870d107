package muster.scenario.load;

import static muster.scenario.load.LoaderAssertions.BASE;
import static muster.scenario.load.LoaderAssertions.assertFindings;
import static muster.scenario.load.LoaderAssertions.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalTime;
import java.util.Optional;
import muster.scenario.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** startTime and turnMinutes: read into the time of each turn, and every bad value reported at its line and column. */
class ScenarioClockTest {

    @Test
    void aStartTimeAndATurnLengthGiveEachTurnItsTimeOfDay() {
        Scenario s = assertFindings(BASE + "startTime: \"06:30\"\nturnMinutes: 30\n").scenario().orElseThrow();
        assertEquals(Optional.of(LocalTime.of(6, 30)), s.startTime());
        assertEquals(Optional.of(30), s.turnMinutes());
        assertEquals(Optional.of(LocalTime.of(6, 30)), s.timeOfTurn(1));
        assertEquals(Optional.of(LocalTime.of(10, 0)), s.timeOfTurn(8));
    }

    @Test
    void anUnquotedTimeReadsTheSame() {
        Scenario s = assertFindings(BASE + "startTime: 14:30\nturnMinutes: 20\n").scenario().orElseThrow();
        assertEquals(Optional.of(LocalTime.of(15, 10)), s.timeOfTurn(3));
    }

    @Test
    void withoutBothKeysNoTurnHasATime() {
        Scenario s = assertFindings(BASE + "startTime: \"06:30\"\n").scenario().orElseThrow();
        assertEquals(Optional.empty(), s.timeOfTurn(2));
        assertEquals(Optional.empty(), assertFindings(BASE).scenario().orElseThrow().startTime());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"6:30\"", "\"24:00\"", "\"12:60\"", "noon", "\"06:30:00\"", "[6, 30]", "630"})
    void aStartTimeThatIsNotHoursAndMinutesIsAnErrorAtTheValue(String value) {
        var r = assertFindings(BASE + "startTime: " + value + "\n", "LOAD-016@14:12");
        assertTrue(only(r).message().startsWith("'startTime' is not a time of day"), only(r).message());
        assertTrue(only(r).hint().contains("24-hour clock"), only(r).hint());
    }

    @Test
    void anOverlongStartTimeIsCutAndNotEchoed() {
        var r = assertFindings(BASE + "startTime: \"" + "1".repeat(500) + "\"\n", "LOAD-015@14:12");
        assertTrue(only(r).message().length() < 200, only(r).message());
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-20", "1441"})
    void aTurnLengthOutsideOneMinuteToADayIsAnErrorAtTheValue(String value) {
        var r = assertFindings(BASE + "turnMinutes: " + value + "\n", "LOAD-016@14:14");
        assertTrue(only(r).message().contains("a turn lasts from 1 to 1440 minutes"), only(r).message());
    }

    @ParameterizedTest
    @ValueSource(strings = {"20.5", "twenty"})
    void aTurnLengthThatIsNotAWholeNumberIsAnErrorAtTheValue(String value) {
        var r = LoaderAssertions.parse(BASE + "turnMinutes: " + value + "\n");
        assertEquals(1, r.diagnostics().all().size(), () -> String.valueOf(r.diagnostics().all()));
        assertEquals(14, only(r).span().line());
        assertEquals(14, only(r).span().column());
    }
}
