package muster.rulesets.splendidlittlewar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import muster.rules.HouseReading;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import muster.rules.Rule;
import muster.rulesets.RuleSets;
import muster.rules.Vocabulary;
import muster.scenario.Scenario;
import org.junit.jupiter.api.Test;

/** The rule set as registered: its words, its rule ids, its deck, and the data it prints. */
class RuleSetTest {

    static final SplendidLittleWar SLW = SplendidLittleWar.INSTANCE;

    @Test
    void registeredWithItsSeed() {
        assertEquals(SLW, RuleSets.find("splendid-little-war").orElseThrow());
        assertEquals("001_f65efc807f98fd7d.txt", SLW.source());
        assertEquals("15mm", SLW.defaultFigureScale());
    }

    @Test
    void rulesHaveStableSequentialIds() {
        List<Rule> rules = SLW.rules();
        rules.forEach(r -> assertFalse(r.summary().isBlank(), r.id()));
        // SLW-010 (Philippine Scouts before 1899) went: the date is history's, not the text's
        assertEquals(muster.rulesets.Checks.ids("SLW", 16, 10), rules.stream().map(Rule::id).sorted().toList());
    }

    @Test
    void vocabulary() {
        Vocabulary v = SLW.vocabulary();
        // Seed: 15mm figures only; Moros and Philippine Scouts are the tags the rules name.
        assertEquals(List.of("15mm"), Vocabulary.words(v.figureScales()));
        assertTrue(Vocabulary.words(v.tags()).containsAll(List.of("moro", "philippine-scouts", "dismounted")));
        assertFalse(Vocabulary.has(v.types(), "siege-artillery"), "the seed has one kind of artillery, 48\"");
        assertFalse(Vocabulary.has(v.kinds(), "barbed-wire"), "the seed knows no wire");
        assertEquals(List.of(Protection.OPTION), Vocabulary.words(v.options()));
    }

    @Test
    void theDeckHasACardPerBrigadeAndABonusPerSide() {
        Scenario s = Scenarios.lasGuasimas();
        List<Deck.Share> shares = Deck.shares(s);
        assertEquals(2, shares.size());
        assertEquals(4, shares.get(0).brigadeCards());
        assertEquals(3, shares.get(1).brigadeCards());
        assertEquals(1, shares.get(0).bonusCards());
        assertEquals(9, Deck.size(s));
    }

    @Test
    void dataListsEveryInterpretationAndTheOdds() {
        Map<String, Object> data = SLW.data();
        assertEquals(Interpretations.ALL, data.get("interpretations"));
        assertEquals(TurnSequence.STEPS, data.get("turnSequence"));
        @SuppressWarnings("unchecked")
        Map<String, Object> odds = (Map<String, Object>) data.get("odds");
        @SuppressWarnings("unchecked")
        Map<String, Object> morale = (Map<String, Object>) odds.get("moralePassByStandsLeft");
        assertEquals("5/6", morale.get("6 stands"));
        assertEquals("0/1", morale.get("1 stands"));
    }

    @Test
    void interpretationsAreDistinctAndSaySomething() {
        assertEquals(Interpretations.ALL.size(), Interpretations.ALL.stream().map(HouseReading::topic).distinct().count());
        for (HouseReading i : Interpretations.ALL) {
            assertTrue(i.text().length() > 40, i.topic());
        }
    }
}
