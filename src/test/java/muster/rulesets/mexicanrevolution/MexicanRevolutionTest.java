package muster.rulesets.mexicanrevolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import muster.rules.HouseReading;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import muster.rules.Rule;
import muster.rulesets.RuleSets;
import muster.rules.Vocabulary;
import org.junit.jupiter.api.Test;

/** The rule set's front door: registered, its words, its rules and the data it prints. */
class MexicanRevolutionTest {

    private static final MexicanRevolution R = MexicanRevolution.INSTANCE;

    @Test
    void registeredUnderItsId() {
        assertEquals(R, RuleSets.find("mexican-revolution").orElseThrow());
        assertEquals("004_e48c27c82d68469d.txt", R.source());
        // Seed: all figures are 25mm.
        assertEquals("25mm", R.defaultFigureScale());
    }

    @Test
    void vocabularyHasThePeriodsWords() {
        Vocabulary v = R.vocabulary();
        assertEquals(List.of("federal", "carrancista", "villista", "zapatista", "us"), Vocabulary.words(v.nations()));
        assertTrue(Vocabulary.words(v.tags()).containsAll(List.of("inferior", "average", "superior", "explosives")));
        assertTrue(Vocabulary.words(v.types()).containsAll(List.of("infantry", "cavalry", "machinegun", "field-artillery",
                "mountain-artillery", "train", "general")));
        // its own weapons, then the shared words it reads as one of them (a Gatling is a machine gun)
        assertEquals(List.of("mauser", "older-rifle", "winchester", "machinegun", "field-gun", "mountain-gun", "gatling"),
                Vocabulary.words(v.weapons()));
        assertTrue(Vocabulary.words(v.kinds()).containsAll(List.of("railway", "building", "barbed-wire", "trench")));
        assertEquals(List.of("telegraph"), Vocabulary.words(v.options()));
        assertEquals(Command.ORDER_TYPES, Vocabulary.words(v.orderTypes()));
    }

    @Test
    void rulesAreNumberedInOrderWithoutGaps() {
        List<Rule> rules = R.rules();
        rules.forEach(r -> assertFalse(r.summary().isBlank(), r.id()));
        // MXR-021 (1910-1920), MXR-022 and MXR-023 (fire and gun destruction in the special rules) went: the text leaves them be
        assertEquals(muster.rulesets.Checks.ids("MXR", 24, 21, 22, 23), rules.stream().map(Rule::id).sorted().toList());
    }

    @Test
    void dataCarriesEveryEncodedFact() {
        Map<String, Object> d = R.data();
        for (String key : List.of("figures", "units", "unitTypes", "turnSequence", "movement", "weapons", "fire", "machineGuns",
                "artillery", "closeCombat", "morale", "prisoners", "orders", "trains", "explosives", "sight", "barbedWire",
                "buildings", "gunDestruction", "drafts", "terrain", "interpretations")) {
            assertTrue(d.containsKey(key), key);
        }
        assertEquals(Interpretations.ALL, d.get("interpretations"));
        assertEquals(TurnSequence.STEPS, d.get("turnSequence"));
    }

    @Test
    void interpretationsAreDistinctAndEachTopicOnce() {
        Set<String> topics = new HashSet<>();
        for (HouseReading i : Interpretations.ALL) {
            assertTrue(topics.add(i.topic()), i.topic());
            assertFalse(i.text().isBlank());
        }
        // The two gaps the seeds' README names are written down as interpretations.
        assertTrue(Interpretations.ALL.stream().anyMatch(r -> r.topic().equals("Destroying a gun")));
        assertTrue(Interpretations.ALL.stream().anyMatch(r -> r.topic().equals("Setting a building alight")));
    }
}
