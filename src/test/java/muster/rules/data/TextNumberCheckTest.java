package muster.rules.data;

import static muster.rules.data.DataRuleKindsTest.found;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import muster.rules.Engine;
import muster.scenario.load.LoadResult;
import muster.scenario.load.RuleSetLoader;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Test;

/**
 * The text-number check on a house rule set of its own: a special rule that writes another number of the nouns than the
 * sheets print is found at the rule, the one that agrees or names another subject is not; and its mistakes in the file.
 */
class TextNumberCheckTest {

    static final String HOUSE = """
            id: house
            title: House rules
            figures:
              count: figures
              defaultScale: 25mm
              scales:
                - { word: 25mm, meaning: as written }
            vocabulary:
              terrain:
                - { word: woods, meaning: woods, move: slow, sight: cover }
              types:
                - { word: infantry, meaning: foot }
              weapons:
                - { word: rifle, meaning: a rifle }
              nations:
                - { word: us, meaning: United States }
                - { word: spain, meaning: Spain }
              options:
                - { word: volleys, meaning: "volleys a turn", min: 1, max: 3, default: "2" }
                - { word: edge, meaning: "an edge", values: [north, south, none] }
            checks:
              - { id: HRS-001, kind: text-number, option: volleys, nouns: [volleys], about: [american], severity: warning,
                  summary: s, reason: r, message: "a rule gives {value} volleys; the sheets print {count}", hint: "set {option}: {value}" }
            """;

    static final String SCENARIO = """
            id: t
            title: T
            date: 1898-07-01
            ruleset: ./house.yaml
            turns: 8
            table: { width: 72, depth: 48 }
            sides:
              - id: us
                name: Americans
                nation: us
                formations:
                  - id: f1
                    units:
                      - { id: a, type: infantry, weapon: rifle, count: 4, at: [10, 10] }
            specialRules:
              - "The Americans fire three rapid volleys each turn."
              - "The Americans fire 2 volleys: as the sheets say."
              - "Spaniards fire three volleys."
            """;

    static List<String> check(String house, String scenario) {
        RuleSetLoader.Loaded file = RuleSetLoader.parse("house.yaml", house.getBytes(StandardCharsets.UTF_8));
        assertTrue(file.ruleSet().isPresent(), () -> file.diagnostics().sorted().toString());
        LoadResult loaded = ScenarioLoader.parse("t.yaml", scenario.getBytes(StandardCharsets.UTF_8));
        assertTrue(loaded.diagnostics().isEmpty(), () -> loaded.diagnostics().sorted().toString());
        // the house check's findings only (a one-sided scenario is COM-009's)
        return found(Engine.check(loaded.checkable().orElseThrow(), DataRuleSet.of(file.ruleSet().get()))).stream()
                .filter(f -> f.startsWith("HRS-")).toList();
    }

    @Test
    void aRuleWithAnotherNumberIsFoundAtTheRule() {
        assertEquals(List.of("HRS-001@16:5 a rule gives 3 volleys; the sheets print 2 | set volleys: 3"), check(HOUSE, SCENARIO));
        // the scenario's own value is the one the sheets print: now the rule of two volleys disagrees
        assertEquals(List.of("HRS-001@18:5 a rule gives 2 volleys; the sheets print 3 | set volleys: 2"),
                check(HOUSE, SCENARIO.replace("specialRules:", "options: { volleys: 3 }\nspecialRules:")));
    }

    @Test
    void withAnEdgeItReadsTheTextOnlyWhileTheEdgeIsOnTheTable() {
        String gated = HOUSE.replace("about: [american],", "about: [american], edge: edge, nation: us,");
        assertEquals(1, check(gated, SCENARIO.replace("specialRules:", "options: { edge: north }\nspecialRules:")).size());
        assertEquals(List.of(), check(gated, SCENARIO.replace("specialRules:", "options: { edge: none }\nspecialRules:")));
    }

    @Test
    void itsMistakesAreReportedAtTheirPlace() {
        RuleSetLoader.Loaded words = RuleSetLoader.parse("house.yaml", HOUSE.replace("option: volleys,", "option: edge,").getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of("RULESET-004"), words.diagnostics().sorted().stream().map(d -> d.ruleId()).toList());
        assertTrue(words.diagnostics().sorted().get(0).message().contains("takes words, not a number"));
        RuleSetLoader.Loaded typo = RuleSetLoader.parse("house.yaml", HOUSE.replace("option: volleys,", "option: voleys,").getBytes(StandardCharsets.UTF_8));
        assertTrue(typo.diagnostics().sorted().get(0).message().contains("did you mean 'volleys'?"), () -> typo.diagnostics().sorted().toString());
        RuleSetLoader.Loaded half = RuleSetLoader.parse("house.yaml", HOUSE.replace("about: [american],", "about: [american], nation: us,")
                .getBytes(StandardCharsets.UTF_8));
        assertEquals("'edge' and 'nation' go together", half.diagnostics().sorted().get(0).message());
    }
}
