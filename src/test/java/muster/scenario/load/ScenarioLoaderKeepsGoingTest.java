package muster.scenario.load;

import static muster.scenario.load.LoaderAssertions.BASE;
import static muster.scenario.load.LoaderAssertions.codes;
import static muster.scenario.load.LoaderAssertions.parse;
import static muster.scenario.load.LoaderAssertions.replaceLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import muster.scenario.Note;
import muster.scenario.Scenario;
import muster.scenario.Unit;
import org.junit.jupiter.api.Test;

/**
 * A refused value is reported and left out: the scenario as read is still there for the checks, with
 * no value where the file's was refused, and its key marked left out so no check reports it missing.
 */
class ScenarioLoaderKeepsGoingTest {

    private static Scenario checkable(String text) {
        LoadResult r = parse(text);
        assertTrue(r.scenario().isEmpty() || r.diagnostics().isEmpty(), "a scenario only without errors");
        return r.checkable().orElseThrow(() -> new AssertionError("the scenario as read: " + codes(r)));
    }

    @Test
    void aBadDateIsLeftOutAndTheRestIsRead() {
        Scenario s = checkable(BASE + "date: 24 June 1898\n");
        assertEquals(List.of("LOAD-012@14:7"), codes(parse(BASE + "date: 24 June 1898\n")));
        assertEquals(Optional.empty(), s.date());
        assertTrue(s.spans().leftOut("date"));
        assertTrue(s.spans().has("date"), "the file gives it");
        assertEquals(1, s.sides().get(0).units().size());
        assertTrue(s.leftOut().contains(s.spans().of("date")));
    }

    @Test
    void aValueOfTheWrongKindIsLeftOutOfItsUnit() {
        String text = replaceLine(13, "          - { id: us-inf, type: infantry, weapon: rifle, count: four, at: [10, 20], facing: 400 }");
        Unit u = checkable(text).sides().get(0).units().get(0);
        assertEquals(Optional.empty(), u.count());
        assertTrue(u.spans().leftOut("count"));
        assertFalse(u.spans().leftOut("facing"), "a facing of 400 is a number: the checks judge it");
        assertEquals(Optional.of(400.0), u.facing());
    }

    @Test
    void aPointThatIsNotOneLeavesItsKeyOut() {
        String text = replaceLine(13, "          - { id: us-inf, type: infantry, weapon: rifle, count: 4, at: [10, north] }");
        Unit u = checkable(text).sides().get(0).units().get(0);
        assertEquals(Optional.empty(), u.at());
        assertTrue(u.spans().leftOut("at"));
    }

    @Test
    void aMisspeltKeyLeavesTheKeyItMeantOut() {
        String text = replaceLine(13, "          - { id: us-inf, type: infantry, weapons: rifle, count: 4, at: [10, 20] }");
        Unit u = checkable(text).sides().get(0).units().get(0);
        assertEquals(Optional.empty(), u.weapon());
        assertTrue(u.spans().leftOut("weapon"), "'weapons' is reported as unknown, did you mean 'weapon'");
        assertEquals(u.spans().of("weapon").column(), text.split("\n")[12].indexOf("rifle") + 1, "at the misspelt key's value");
    }

    @Test
    void aSpecialRuleMayNameTheSideThatReadsIt() {
        Scenario s = checkable(BASE + """
                specialRules:
                  - Plain line for everyone.
                  - Headed line: read as a line, as before.
                  - { side: us, text: "Only the US reads this." }
                  - text: Everyone reads this one too.
                """);
        List<Note> rules = s.specialRules();
        assertEquals(List.of("Plain line for everyone.", "Headed line: read as a line, as before.", "Only the US reads this.",
                "Everyone reads this one too."), rules.stream().map(Note::text).toList());
        assertEquals(List.of(Optional.empty(), Optional.empty(), Optional.of("us"), Optional.empty()),
                rules.stream().map(Note::side).toList());
        assertEquals(17, rules.get(2).span().line());
        assertEquals(17, rules.get(2).spans().of("side").line());
    }

    @Test
    void aSpecialRuleMappingWithAnotherKeyIsRefusedAtItsLine() {
        LoadResult r = parse(BASE + "specialRules:\n  - { side: us, txt: Typo }\n");
        assertTrue(codes(r).contains("LOAD-010@15:5"), codes(r).toString());
    }

    @Test
    void aVictoryConditionMayBeHiddenFromTheOtherSides() {
        Scenario s = checkable(BASE + """
                victory:
                  - { side: us, text: Hold the ford. }
                  - { side: us, text: Take the guns intact., hidden: true }
                """);
        assertFalse(s.victory().get(0).hidden());
        assertTrue(s.victory().get(1).hidden());
        assertTrue(s.victory().get(1).readBy("us"));
        assertFalse(s.victory().get(1).readBy("spain"));
        assertTrue(s.victory().get(0).readBy("spain"));
    }
}
