package muster.rulesets.hatsoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import muster.rules.Vocabulary;
import org.junit.jupiter.api.Test;

/** The scenario switches hatsoff defines, and what a bad value reads as. */
class OptionsTest {

    @Test
    void defaultsAreTheSeedsMainRules() {
        var s = Scenarios.with("", "us", "{ id: a, type: infantry, weapon: rifle, count: 2, tags: [regular] }");
        assertEquals(FigureRatio.STANDARD, Options.ratio(s));
        assertFalse(Options.artilleryAmmo(s));
        // Seed III.8: infantry may fire up to twenty rounds.
        assertEquals(20, Options.rounds(s, "us"));
    }

    @Test
    void optionsAreRead() {
        var s = Scenarios.with("figure-ratio: by-nation, artillery-ammo: yes, rounds-spain: 12", "us",
                "{ id: a, type: infantry, weapon: rifle, count: 2, tags: [regular] }");
        assertEquals(FigureRatio.BY_NATION, Options.ratio(s));
        assertTrue(Options.artilleryAmmo(s));
        assertEquals(12, Options.rounds(s, "spain"));
        assertEquals(20, Options.rounds(s, "us"));
    }

    @Test
    void badValuesReadAsTheDefault() {
        var s = Scenarios.with("figure-ratio: twenty, artillery-ammo: perhaps, rounds-us: 30", "us",
                "{ id: a, type: infantry, weapon: rifle, count: 2, tags: [regular] }");
        assertEquals(FigureRatio.STANDARD, Options.ratio(s));
        assertFalse(Options.artilleryAmmo(s));
        assertEquals(20, Options.rounds(s, "us"));
    }

    @Test
    void theVocabularyListsEveryOptionKey() {
        var words = Vocabulary.words(Hatsoff.INSTANCE.vocabulary().options());
        assertTrue(words.containsAll(java.util.List.of("figure-ratio", "artillery-ammo", "rounds-us", "rounds-spain", "rounds-cuba",
                "rounds-philippines")), words.toString());
    }
}
