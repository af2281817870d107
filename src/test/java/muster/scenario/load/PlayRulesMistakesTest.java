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
import muster.scenario.rulefile.Play;
import muster.source.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * The play keys of {@code profiles:} that say how figures fight beyond their rolls: {@code pinned}, {@code casualties},
 * {@code noMorale}, melee's {@code oneAtATime} and {@code winnerStops}, a work's {@code takenInMelee}; each mistake at its line
 * and column, with the word most likely meant.
 */
class PlayRulesMistakesTest {

    /** {@link PlayProfilesMistakesTest#BASE} with the keys of this test: melee (line 11), works (13), and after line 14. */
    static final String GOOD = PlayProfilesMistakesTest.BASE
            .replace("defendOnly: [infantry] }", "defendOnly: [infantry], oneAtATime: true, winnerStops: true }")
            .replace("holds: 6 }]", "holds: 6, takenInMelee: true }]")
            .replace("  holdFire: [{ nation: us, until: barbed-wire }]\n", """
                      holdFire: [{ nation: us, until: barbed-wire }]
                      pinned: { cannot: [move, shoot, attack], enemyMeleeAdd: 1 }
                      casualties: { chosenBy: target, front: true }
                      noMorale: true
                    """);

    static int lineOf(String text, String needle) {
        return (int) text.substring(0, text.indexOf(needle)).chars().filter(c -> c == '\n').count() + 1;
    }

    @Test
    void theKeysLoad() {
        RuleSetLoader.Loaded r = parse(GOOD);
        assertEquals(List.of(), codes(r), () -> messages(r));
        Play play = r.ruleSet().orElseThrow().profiles().play();
        assertTrue(play.melee().orElseThrow().oneAtATime());
        assertTrue(play.melee().orElseThrow().winnerStops());
        assertTrue(play.works().get(0).takenInMelee());
        assertEquals(List.of(Play.Pinned.Deed.MOVE, Play.Pinned.Deed.SHOOT, Play.Pinned.Deed.ATTACK), play.pinned().orElseThrow().cannot());
        assertEquals(1, play.pinned().orElseThrow().enemyMeleeAdd());
        assertEquals(Play.Casualties.Picker.TARGET, play.casualties().orElseThrow().chosenBy());
        assertTrue(play.casualties().orElseThrow().front());
        assertTrue(play.noMorale());
    }

    /** A chart whose counts of hits follow the American split; and the same chart naming the Spanish, who have none. */
    static final String CHART = GOOD + """
            charts:
              - { id: volleys, title: Volleys, split: us, columns: [hits], rows: [{ label: one, cells: ["1d6, a 6 hits"] }] }
            """;

    @Test
    void aChartSplitsTheHitsOfANationWithASplitCountedInDice() {
        RuleSetLoader.Loaded r = parse(CHART);
        assertEquals(List.of(), codes(r), () -> messages(r));
        assertEquals(java.util.Optional.of("us"), r.ruleSet().orElseThrow().charts().get(0).split());
        int line = lineOf(CHART, "split: us");
        String none = CHART.replace("split: us", "split: spain");
        assertTrue(only(assertFindings(none, at("RULESET-004", none, line, "spain"))).message().contains("no split of hits"));
        String total = CHART.replace("1d6, a 6 hits", "1d6 >= 6");
        assertTrue(only(assertFindings(total, at("RULESET-004", total, line, "split: us", "split: ".length()))).message().contains("do not count hits"));
        String unknown = CHART.replace("split: us", "split: usa");
        assertTrue(messages(parse(unknown)).contains("did you mean 'us'?"), () -> messages(parse(unknown)));
        meantKey(CHART.replace("split: us", "splt: us"), line, "splt", "split");
    }

    @Test
    void aNationsShortNameIsAFewLetters() {
        String good = GOOD.replace("{ word: us, meaning: United States }", "{ word: us, meaning: United States, short: US }");
        RuleSetLoader.Loaded r = parse(good);
        assertEquals(List.of(), codes(r), () -> messages(r));
        assertEquals(java.util.Map.of("us", "US"), r.ruleSet().orElseThrow().vocabulary().shortNames());
        String blank = good.replace("short: US", "short: \" \"");
        assertTrue(only(assertFindings(blank, at("RULESET-004", blank, lineOf(blank, "short:"), "\" \""))).message().contains("blank"));
        String longer = good.replace("short: US", "short: The United States");
        assertTrue(only(assertFindings(longer, at("RULESET-004", longer, lineOf(longer, "short:"), "The United"))).message()
                .contains("more than 12 letters"));
        meantKey(good.replace("short: US", "shrt: US"), lineOf(good, "short:"), "shrt", "short");
    }

    @Test
    void aDeedNotInTheListSaysWhichItMeant() {
        String bad = GOOD.replace("[move, shoot, attack]", "[move, shoto, attack]");
        Diagnostic d = only(assertFindings(bad, at("RULESET-004", bad, lineOf(bad, "shoto"), "shoto")));
        assertTrue(d.message().contains("did you mean 'shoot'?"), d.message());
        assertEquals("'cannot' takes move, shoot, attack", d.hint());
    }

    @Test
    void aPickerNotInTheListSaysWhichItMeant() {
        String bad = GOOD.replace("chosenBy: target", "chosenBy: shootr");
        Diagnostic d = only(assertFindings(bad, at("RULESET-004", bad, lineOf(bad, "shootr"), "shootr")));
        assertTrue(d.message().contains("did you mean 'shooter'?"), d.message());
    }

    @Test
    void misspeltKeysSayWhichTheyMeant() {
        meantKey(GOOD.replace("enemyMeleeAdd", "enemyMeleAdd"), lineOf(GOOD, "enemyMeleeAdd"), "enemyMeleAdd", "enemyMeleeAdd");
        meantKey(GOOD.replace("winnerStops", "winnerStop"), 11, "winnerStop", "winnerStops");
        meantKey(GOOD.replace("takenInMelee", "takenInMele"), 13, "takenInMele", "takenInMelee");
        meantKey(GOOD.replace("noMorale", "noMoral"), lineOf(GOOD, "noMorale"), "noMoral", "noMorale");
    }

    @Test
    void aPinThatChangesNothingAWorkNobodyStormsAndMoraleWithNoMorale() {
        String empty = GOOD.replace("{ cannot: [move, shoot, attack], enemyMeleeAdd: 1 }", "{}");
        assertTrue(only(assertFindings(empty, at("RULESET-004", empty, lineOf(empty, "pinned"), "{}"))).message().contains("changes nothing"));
        String nobody = GOOD.replace("safeFrom: [us], ", "");
        Diagnostic d = only(assertFindings(nobody, at("RULESET-004", nobody, 13, "takenInMelee", "takenInMelee: ".length())));
        assertTrue(d.message().contains("hand to hand"), d.message());
        String both = GOOD.replace("{ tag: officer, meleeAdd: 1 }", "{ tag: officer, meleeAdd: 1, moraleAdd: 1 }");
        Diagnostic m = only(assertFindings(both, at("RULESET-004", both, lineOf(both, "noMorale"), "true", 0)));
        assertTrue(m.message().contains("no morale"), m.message());
    }
}
