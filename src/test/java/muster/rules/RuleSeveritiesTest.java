package muster.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import muster.rulesets.RuleSets;
import muster.source.Severity;
import org.junit.jupiter.api.Test;

/**
 * Every check of every rule set has a severity of the rule text's classes (error, warning, or a note
 * printed in the pack; no hint, for what the text leaves to the scenario is no check) and says, in
 * its own sentence, why: `muster rulesets ID` prints it beside the check.
 */
class RuleSeveritiesTest {

    static List<Rule> everyRule() {
        return RuleSets.all().stream().flatMap(r -> Engine.rules(r).stream()).toList();
    }

    @Test
    void everyCheckIsAnErrorAWarningOrANote() {
        for (Rule r : everyRule()) {
            assertNotEquals(Severity.HINT, r.severity(), r.id() + ": what the text leaves to the scenario is no finding");
        }
    }

    @Test
    void everyCheckSaysWhyInItsOwnWords() {
        Map<String, String> seen = new HashMap<>();
        for (Rule r : everyRule()) {
            assertTrue(r.reason().length() > 30, r.id() + ": " + r.reason());
            String before = seen.putIfAbsent(r.reason(), r.id());
            assertTrue(before == null || before.equals(r.id()), r.id() + " gives the reason of " + before);
        }
    }

    @Test
    void theIssuesCasesHaveTheirSeverities() {
        Map<String, Severity> byId = new HashMap<>();
        everyRule().forEach(r -> byId.put(r.id(), r.severity()));
        // a Mexican gun with no morale class: a box to fill in, not a refusal
        assertEquals(Severity.WARNING, byId.get("MXR-008"));
        // two classes at once is still a contradiction
        assertEquals(Severity.ERROR, byId.get("MXR-024"));
        // what the rules say follows from a legal choice is printed, not flagged
        assertEquals(Severity.NOTE, byId.get("SAW-015"));
        assertEquals(Severity.NOTE, byId.get("JRG-009"));
        // a national troop class on another army's unit has a word said about it
        assertEquals(Severity.WARNING, byId.get("HAT-004"));
        // an all-guerilla army that cannot break is the roster's to print: no check
        assertTrue(!byId.containsKey("SAW-017"));
        assertEquals(Severity.WARNING, byId.get("COM-016"));
        assertEquals(Severity.WARNING, byId.get("COM-017"));
    }
}
