package muster.rulesets.juniorgeneral;

import static org.junit.jupiter.api.Assertions.assertEquals;
import muster.rules.HouseReading;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import muster.rules.Rule;
import muster.rules.Vocabulary;
import muster.source.Diagnostic;
import muster.rulesets.Checks;
import org.junit.jupiter.api.Test;

/** The rule set as a whole: its words, its rule ids, and the data `muster rulesets` prints. */
class JuniorGeneralTest {

    @Test
    void rulesAreNumberedJrg001Onwards() {
        List<String> ids = JuniorGeneral.INSTANCE.rules().stream().map(Rule::id).toList();
        // JRG-003 (a few dozen figures a side) went: the text sets no number
        assertEquals(muster.rulesets.Checks.ids("JRG", 15, 3), ids);
    }

    @Test
    void onlyFiftyFourMillimetreFiguresAndTheTwoArmies() {
        Vocabulary v = JuniorGeneral.INSTANCE.vocabulary();
        assertEquals(List.of("54mm"), Vocabulary.words(v.figureScales()));
        assertEquals("54mm", JuniorGeneral.INSTANCE.defaultFigureScale());
        assertEquals(List.of("us", "spain"), Vocabulary.words(v.nations()));
        assertTrue(Vocabulary.words(v.tags()).containsAll(List.of("officer", "flag-bearer")));
        assertTrue(Vocabulary.words(v.types()).containsAll(List.of("infantry", "cavalry", "machinegun", "gatling")));
        assertEquals(List.of("throwingEdge", "ballsPerTurn"), Vocabulary.words(v.options()));
    }

    @Test
    void theRulesetDataCarriesTheSeedsFacts() {
        Map<String, Object> data = JuniorGeneral.INSTANCE.data();
        for (String key : List.of("figures", "turnSequence", "spanishArtillery", "movement", "barbedWire", "shooting", "weapons",
                "blockhouse", "pins", "melee", "interpretations")) {
            assertTrue(data.containsKey(key), key);
        }
        assertEquals(Interpretations.ALL, data.get("interpretations"));
        assertEquals(TurnSequence.PHASES, data.get("turnSequence"));
    }

    @Test
    void everyInterpretationHasATopicAndText() {
        assertFalse(Interpretations.ALL.isEmpty());
        assertEquals(Interpretations.ALL.size(), Interpretations.ALL.stream().map(HouseReading::topic).distinct().count());
        Interpretations.ALL.forEach(i -> assertTrue(i.text().length() > 40, i.topic()));
    }

    @Test
    void aScenarioWithoutJuniorGeneralWordsIsRefusedByTheCommonChecks() {
        // 25mm is not a scale of this rule set; the common word check reports it.
        List<Diagnostic> found = Checks.diagnostics(Yaml.load(Yaml.HEAD + "figureScale: 25mm\n" + "options: { throwingEdge: west }\n"
                + "terrain:\n  - { id: wire, kind: barbed-wire, side: spain, path: [[22,2],[22,34]] }\n" + Yaml.SIDES)).all();
        assertTrue(found.stream().anyMatch(d -> d.ruleId().equals("COM-006") && d.message().contains("25mm")), found.toString());
    }
}
