package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import muster.rules.Checked;
import muster.rules.Verdict;
import muster.rulesets.RuleSets;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Test;

/**
 * What each pack prints of the scenario's words: a special rule that names the side that reads it,
 * and a hidden victory condition, go to that side's handout and the game master's pack only; what
 * the rules say follows from the scenario (a note of a check) goes to the side it concerns.
 */
class SideTextsTest {

    static final java.nio.file.Path FILE = java.nio.file.Path.of(System.getProperty("basedir", "")).toAbsolutePath()
            .resolve("src/test/resources/view/side-texts.yaml");


    static Checked<RuleSetModule> checked() {
        var loaded = ScenarioLoader.load(FILE, "side-texts.yaml");
        Verdict<RuleSetModule> v = RuleSets.check(loaded.scenario().orElseThrow(() -> new AssertionError(loaded.diagnostics().all())));
        assertTrue(v.diagnostics().isEmpty(), v.diagnostics().all().toString());
        return v.checked().orElseThrow();
    }

    @Test
    void eachSideReadsItsOwnRulesAndHiddenVictoryAndTheGameMasterAll() {
        Checked<RuleSetModule> c = checked();
        Pack.Text gm = Views.documents(c, Paper.LETTER).gameMaster().text();
        Pack.Text us = Views.documents(c, Paper.LETTER).handout("us").text();
        Pack.Text spain = Views.documents(c, Paper.LETTER).handout("spain").text();
        assertEquals(List.of("Everyone reads this.", "The relief column enters on turn 6.", "Balloon observation."), gm.specialRules());
        assertEquals(List.of("Everyone reads this.", "Balloon observation."), us.specialRules());
        assertEquals(List.of("Everyone reads this.", "The relief column enters on turn 6."), spain.specialRules());
        assertEquals(2, gm.victory().size());
        assertEquals(List.of("Take the ridge."), us.victory().stream().map(Pack.VictoryLine::text).toList());
        assertEquals(2, spain.victory().size());
    }

    @Test
    void notesOfTheChecksArePrintedForTheSideTheyConcern() {
        Checked<RuleSetModule> c = checked();
        String wire = "Wire 1 (barbed wire) is no side's work: both sides cross it as enemy wire, a whole turn.";
        String guns = "Us Guns has only guns and machine guns, which may not start a close assault: it attacks by fire.";
        assertTrue(Views.documents(c, Paper.LETTER).gameMaster().text().readings().containsAll(List.of(wire, guns)));
        assertTrue(Views.documents(c, Paper.LETTER).handout("us").text().readings().containsAll(List.of(wire, guns)));
        assertEquals(List.of(wire), Views.documents(c, Paper.LETTER).handout("spain").text().readings());
    }
}
