package muster.scenario.load;

import static muster.scenario.load.RuleSetFileMistakesTest.assertFindings;
import static muster.scenario.load.RuleSetFileMistakesTest.at;
import static muster.scenario.load.RuleSetFileMistakesTest.codes;
import static muster.scenario.load.RuleSetFileMistakesTest.meantKey;
import static muster.scenario.load.RuleSetFileMistakesTest.messages;
import static muster.scenario.load.RuleSetFileMistakesTest.only;
import static muster.scenario.load.RuleSetFileMistakesTest.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import muster.scenario.rulefile.Profiles;
import muster.source.Diagnostic;
import org.junit.jupiter.api.Test;

/** A tag profile's words are the vocabulary's, its numbers whole numbers; each mistake at its line and column, with a hint. */
class TagProfilesMistakesTest {

    /** A file whose tag profiles load with no finding; the cases change one line of its tag profiles (13 to 15). */
    static final String BASE = """
            id: house
            title: House rules
            figures:
              count: figures
              defaultScale: 25mm
              scales:
                - { word: 25mm, meaning: single figures }
            profiles:
              types:
                - { type: infantry, move: { any: 6 }, morale: { number: 7, test: "2d6 <= 7" } }
                - { type: cavalry, move: { any: 12 } }
              tags:
                - { tag: officer, moraleAdd: 1 }
                - { tag: dismounted, moveAs: infantry }
                - { tag: veteran, morale: 8 }
            vocabulary:
              terrain:
                - { word: woods, meaning: woods, move: slow, sight: cover }
              weapons:
                - { word: rifle, meaning: a rifle }
              nations:
                - { word: us, meaning: United States }
              types:
                - { word: infantry, meaning: foot }
                - { word: cavalry, meaning: horse }
              tags:
                - { word: veteran, meaning: "veteran: morale 8" }
                - { word: officer, meaning: "has its officer: +1 morale" }
                - { word: dismounted, meaning: "cavalry on foot" }
            """;

    static String line(int n, String text) {
        return RuleSetFileMistakesTest.replaceLine(BASE, n, text);
    }

    @Test
    void theBaseLoadsItsTagProfiles() {
        RuleSetLoader.Loaded r = parse(BASE);
        assertEquals(List.of(), codes(r), () -> messages(r));
        List<Profiles.TagProfile> tags = r.ruleSet().orElseThrow().profiles().tags();
        assertEquals(List.of("officer", "dismounted", "veteran"), tags.stream().map(Profiles.TagProfile::tag).toList());
        assertEquals(1, tags.get(0).moraleAdd());
        assertEquals(Optional.of("infantry"), tags.get(1).moveAs());
        assertEquals(Optional.of(8), tags.get(2).morale());
        assertEquals(0, tags.get(2).moraleAdd());
    }

    @Test
    void anUnknownTagSaysWhichItMeant() {
        String text = line(13, "    - { tag: oficer, moraleAdd: 1 }");
        Diagnostic d = only(assertFindings(text, at("RULESET-002", text, 13, "oficer")));
        assertTrue(d.message().contains("'oficer'") && d.message().contains("did you mean 'officer'?"), d.message());
        assertTrue(d.hint().contains("veteran, officer, dismounted"), d.hint());
    }

    @Test
    void anUnknownTypeInMoveAsSaysWhichItMeant() {
        String text = line(14, "    - { tag: dismounted, moveAs: infantyr }");
        Diagnostic d = only(assertFindings(text, at("RULESET-002", text, 14, "infantyr")));
        assertTrue(d.message().contains("did you mean 'infantry'?"), d.message());
    }

    @Test
    void moveAsATypeWithNoMovesIsRefused() {
        String text = line(11, "    - { type: cavalry }").replace("moveAs: infantry", "moveAs: cavalry");
        Diagnostic d = only(assertFindings(text, at("RULESET-004", text, 14, "cavalry")));
        assertEquals("the type 'cavalry' has no moves to take", d.message());
        assertTrue(d.hint().contains("'move'"), d.hint());
    }

    @Test
    void aValueOfTheWrongKind() {
        String text = line(13, "    - { tag: officer, moraleAdd: one }");
        Diagnostic d = only(assertFindings(text, at("LOAD-010", text, 13, "one")));
        assertTrue(d.message().contains("'moraleAdd'"), d.message());
        String half = line(15, "    - { tag: veteran, morale: 7.5 }");
        only(assertFindings(half, at("LOAD-010", half, 15, "7.5")));
        String list = line(14, "    - { tag: dismounted, moveAs: [infantry] }");
        Diagnostic l = only(assertFindings(list, at("LOAD-010", list, 14, "[")));
        assertEquals("'moveAs' must be a word, found a list", l.message());
    }

    @Test
    void anUnknownKeySaysWhichItMeant() {
        String text = line(13, "    - { tag: officer, moraleAd: 1 }");
        meantKey(text, 13, "moraleAd", "moraleAdd");
    }

    @Test
    void aTagProfiledTwiceOrChangingNothingIsRefused() {
        String twice = line(15, "    - { tag: officer, morale: 8 }");
        RuleSetLoader.Loaded r = parse(twice);
        assertEquals(List.of(at("RULESET-003", twice, 15, "officer")), codes(r), () -> messages(r));
        String nothing = line(15, "    - { tag: veteran }");
        Diagnostic d = only(assertFindings(nothing, at("RULESET-004", nothing, 15, "{")));
        assertEquals("the tag profile changes nothing", d.message());
        String far = line(15, "    - { tag: veteran, morale: 800 }");
        only(assertFindings(far, at("RULESET-004", far, 15, "800")));
    }
}
