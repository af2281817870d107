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
import muster.scenario.rulefile.Play;
import muster.source.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * The play keys of {@code profiles:} (melee, hits, works, holdFire) and a tag's meleeAdd: their words are the vocabulary's,
 * their numbers what they can mean; each mistake at its line and column, with the word most likely meant.
 */
class PlayProfilesMistakesTest {

    /** A file whose play keys load with no finding; the cases change one of lines 10 to 14. */
    static final String BASE = """
            id: house
            title: House rules
            figures:
              count: figures
              defaultScale: 25mm
              scales:
                - { word: 25mm, meaning: single figures }
            profiles:
              tags:
                - { tag: officer, meleeAdd: 1 }
              melee: { roll: "1d6", ties: spain, defendOnly: [infantry] }
              hits: [{ nation: us, share: half-up, effect: pin, rest: kill }]
              works: [{ kind: blockhouse, within: 2, safeFrom: [us], meleeAdd: 1, holds: 6 }]
              holdFire: [{ nation: us, until: barbed-wire }]
              crossings:
                - kind: barbed-wire
                  nations: [us]
                  gap: 2
                  steps:
                    - { turn: 0, step: stop, does: halt at the wire }
                    - { turn: 1, step: cut, does: cut the wire }
              offTable: [{ nation: spain, name: Spanish guns, shots: 4, option: balls, edge: edge, standBack: 12, reach: 0.5, hitsOwn: true, ownNote: Mind the shells., record: Shells }]
            vocabulary:
              terrain:
                - { word: blockhouse, meaning: a blockhouse, move: open, sight: cover }
                - { word: barbed-wire, meaning: wire, move: stop, sight: clear }
              weapons:
                - { word: rifle, meaning: a rifle }
              nations:
                - { word: us, meaning: United States }
                - { word: spain, meaning: Spain }
              types:
                - { word: infantry, meaning: foot }
              tags:
                - { word: officer, meaning: "an officer: +1 in melee" }
              options:
                - { word: balls, meaning: balls a turn, min: 1, max: 4, default: "4" }
                - { word: edge, meaning: the thrower's edge, values: [north, south, none] }
            """;

    static String line(int n, String text) {
        return RuleSetFileMistakesTest.replaceLine(BASE, n, text);
    }

    @Test
    void theBaseLoadsItsPlayKeys() {
        RuleSetLoader.Loaded r = parse(BASE);
        assertEquals(List.of(), codes(r), () -> messages(r));
        var profiles = r.ruleSet().orElseThrow().profiles();
        Play play = profiles.play();
        assertEquals(1, profiles.tags().get(0).meleeAdd());
        assertEquals("1d6", play.melee().orElseThrow().roll().text());
        assertEquals(Optional.of("spain"), play.melee().orElseThrow().ties());
        assertEquals(List.of(new Play.HitSplit("us", Play.Share.HALF_UP, "pin", "kill", play.hits().get(0).span())), play.hits());
        assertEquals(List.of("us"), play.works().get(0).safeFrom());
        assertEquals(2.0, play.works().get(0).within());
        assertEquals(1, play.works().get(0).meleeAdd());
        assertEquals(Optional.of(6), play.works().get(0).holds());
        assertEquals("barbed-wire", play.holdFire().get(0).until());
        Play.Crossing wire = play.crossings().get(0);
        assertEquals(List.of("us"), wire.nations());
        assertEquals(Optional.of(2.0), wire.gap());
        assertEquals(Optional.empty(), wire.within());
        assertEquals(List.of("stop", "cut"), wire.steps().stream().map(Play.Step::step).toList());
        assertEquals(1, wire.steps().get(1).turn());
    }

    @Test
    void offTableFireNamesItsOptionsAndKeepsToTheTable() {
        Play.OffTable fire = parse(BASE).ruleSet().orElseThrow().profiles().play().offTable().get(0);
        assertEquals(new Play.OffTable("spain", "Spanish guns", "", 4, Optional.of("balls"), Optional.of("edge"), 12, 0.5, true,
                Optional.of("Mind the shells."), Optional.of("Shells"), false, fire.span()), fire);
        String option = line(22, BASE.split("\n")[21].replace("option: balls", "option: edge"));
        assertTrue(only(assertFindings(option, at("RULESET-004", option, 22, "edge, edge"))).message().contains("takes words, not a number"));
        String typo = line(22, BASE.split("\n")[21].replace("edge: edge", "edge: egde"));
        assertTrue(only(assertFindings(typo, at("RULESET-002", typo, 22, "egde"))).message().contains("did you mean 'edge'?"));
        String reach = line(22, BASE.split("\n")[21].replace("reach: 0.5", "reach: 0"));
        only(assertFindings(reach, at("RULESET-004", reach, 22, "0,")));
        String shots = line(22, BASE.split("\n")[21].replace("shots: 4", "shots: 0"));
        only(assertFindings(shots, at("RULESET-004", shots, 22, "0,")));
    }

    /** A note for the nation's own cards warns of fire that hits them; a record's column of shots has a heading. */
    @Test
    void offTableFireWarnsItsOwnOnlyWhenItHitsThemAndHeadsItsRecord() {
        String harmless = line(22, BASE.split("\n")[21].replace("hitsOwn: true", "hitsOwn: false"));
        Diagnostic d = only(assertFindings(harmless, at("RULESET-004", harmless, 22, "Mind")));
        assertTrue(d.message().contains("does not hit its own"), d.message());
        assertTrue(d.hint().contains("hitsOwn: true"), d.hint());
        String unheaded = line(22, BASE.split("\n")[21].replace("record: Shells", "record: \"\""));
        assertTrue(only(assertFindings(unheaded, at("RULESET-004", unheaded, 22, "\"\""))).message().contains("has no heading"));
        String typo = line(22, BASE.split("\n")[21].replace("ownNote:", "ownNotes:"));
        RuleSetLoader.Loaded r = parse(typo);
        assertTrue(messages(r).contains("did you mean 'ownNote'?"), () -> messages(r));
    }

    /** The types that never start a melee are the vocabulary's. */
    @Test
    void defendOnlyNamesUnitTypes() {
        assertEquals(List.of("infantry"), parse(BASE).ruleSet().orElseThrow().profiles().play().melee().orElseThrow().defendOnly());
        String text = line(11, "  melee: { roll: \"1d6\", ties: spain, defendOnly: [infantyr] }");
        Diagnostic d = only(assertFindings(text, at("RULESET-002", text, 11, "infantyr")));
        assertTrue(d.message().contains("did you mean 'infantry'?"), d.message());
        String typo = line(11, "  melee: { roll: \"1d6\", ties: spain, defendsOnly: [infantry] }");
        RuleSetLoader.Loaded r = parse(typo);
        assertTrue(messages(r).contains("did you mean 'defendOnly'?"), () -> messages(r));
    }

    @Test
    void aCrossingNamesItsGroundGivesRoomAndStepsInOrder() {
        String kind = line(16, "    - kind: barbed-wir");
        assertTrue(only(assertFindings(kind, at("RULESET-002", kind, 16, "barbed-wir"))).message().contains("did you mean 'barbed-wire'?"));
        String nation = line(17, "      nations: [uss]");
        only(assertFindings(nation, at("RULESET-002", nation, 17, "uss")));
        String gap = line(18, "      gap: 0");
        assertTrue(only(assertFindings(gap, at("RULESET-004", gap, 18, "0"))).message().contains("lets no figure through"));
        String order = line(21, "        - { turn: 0, step: cut, does: cut the wire }");
        Diagnostic d = only(assertFindings(order, at("RULESET-004", order, 21, "{")));
        assertEquals("the step 'cut' comes on turn 0, not after the step before it (turn 0)", d.message());
        String far = line(21, "        - { turn: 99, step: cut, does: cut the wire }");
        only(assertFindings(far, at("RULESET-004", far, 21, "99")));
        String near = line(17, "      nations: [us]\n      within: 0");
        assertTrue(only(assertFindings(near, at("RULESET-004", near, 18, "0"))).message().contains("has not reached it"));
        String within = line(17, "      nations: [us]\n      withn: 1");
        meantKey(within, 18, "withn", "within");
        String marker = line(18, "      gap: 2\n      marker: \"\"");
        assertTrue(only(assertFindings(marker, at("RULESET-004", marker, 19, "\"\""))).message().contains("has no name"));
        String gapless = line(18, "      marker: Wire cut");
        assertTrue(only(assertFindings(gapless, at("RULESET-004", gapless, 18, "Wire cut"))).message().contains("does not give"));
        String key = line(21, "        - { turn: 1, setp: cut, does: cut the wire }");
        RuleSetLoader.Loaded r = parse(key);
        assertTrue(messages(r).contains("did you mean 'step'?"), () -> messages(r));
    }

    @Test
    void meleeTiesNameANationOrASideOfTheFight() {
        String text = line(11, "  melee: { roll: \"1d6\", ties: spian }");
        Diagnostic d = only(assertFindings(text, at("RULESET-002", text, 11, "spian")));
        assertTrue(d.message().contains("did you mean 'spain'?"), d.message());
        assertTrue(d.hint().contains("attacker, defender"), d.hint());
        String defender = line(11, "  melee: { roll: \"1d6\", ties: defender }");
        assertEquals(List.of(), codes(parse(defender)));
    }

    @Test
    void aMeleeRollIsAPool() {
        String text = line(11, "  melee: { roll: \"1d6 >= 4\", ties: spain }");
        Diagnostic d = only(assertFindings(text, at("RULESET-004", text, 11, "\"1d6")));
        assertTrue(d.message().startsWith("a melee roll is the dice each side throws"), d.message());
        String missing = line(11, "  melee: { ties: spain }");
        assertEquals(List.of(at("LOAD-009", missing, 11, "{")), codes(parse(missing)), () -> messages(parse(missing)));
    }

    @Test
    void aShareIsOneOfItsWords() {
        String text = line(12, "  hits: [{ nation: us, share: half-upp, effect: pin, rest: kill }]");
        Diagnostic d = only(assertFindings(text, at("RULESET-004", text, 12, "half-upp")));
        assertTrue(d.message().contains("did you mean 'half-up'?"), d.message());
        String same = line(12, "  hits: [{ nation: us, share: half-up, effect: pin, rest: pin }]");
        Diagnostic s = only(assertFindings(same, at("RULESET-004", same, 12, "pin }")));
        assertTrue(s.message().contains("do not split"), s.message());
        String nation = line(12, "  hits: [{ nation: usa, share: half-up, effect: pin, rest: kill }]");
        assertTrue(only(assertFindings(nation, at("RULESET-002", nation, 12, "usa"))).message().contains("did you mean 'us'?"));
        String table = line(12, "  hits: [{ nation: us, share: half-up, effect: pin, rest: kill, tableTo: 6 }]");
        Play.HitSplit split = parse(table).ruleSet().orElseThrow().profiles().play().hits().get(0);
        assertEquals(Optional.of(6), split.tableTo(), () -> messages(parse(table)));
        assertEquals(List.of(1, 1, 2, 2, 3, 3), java.util.stream.IntStream.rangeClosed(1, 6).map(split::share).boxed().toList());
        String big = table.replace("tableTo: 6", "tableTo: 13");
        assertTrue(only(assertFindings(big, at("RULESET-004", big, 12, "13"))).message().contains("13 hits"));
        meantKey(table.replace("tableTo:", "tabelTo:"), 12, "tabelTo", "tableTo");
    }

    @Test
    void aWorkNamesItsGroundAndNations() {
        String kind = line(13, "  works: [{ kind: blokhouse, within: 2, safeFrom: [us], meleeAdd: 1 }]");
        assertTrue(only(assertFindings(kind, at("RULESET-002", kind, 13, "blokhouse"))).message().contains("did you mean 'blockhouse'?"));
        String from = line(13, "  works: [{ kind: blockhouse, within: 2, safeFrom: [su], meleeAdd: 1 }]");
        only(assertFindings(from, at("RULESET-002", from, 13, "su]")));
        String far = line(13, "  works: [{ kind: blockhouse, within: -2, safeFrom: [us] }]");
        assertTrue(only(assertFindings(far, at("RULESET-004", far, 13, "-2"))).message().contains("is not in it"));
        String nothing = line(13, "  works: [{ kind: blockhouse, within: 2 }]");
        assertEquals("the work changes nothing", only(assertFindings(nothing, at("RULESET-004", nothing, 13, "{ kind"))).message());
        String twice = line(13, "  works: [{ kind: blockhouse, meleeAdd: 1 }, { kind: blockhouse, meleeAdd: 2 }]");
        only(assertFindings(twice, at("RULESET-003", twice, 13, "blockhouse, meleeAdd: 2")));
    }

    /** A work holds at least one figure, and at most as many as a unit may count; the key is spelt right. */
    @Test
    void aWorkHoldsSomeFigures() {
        String none = line(13, "  works: [{ kind: blockhouse, within: 2, safeFrom: [us], holds: 0 }]");
        Diagnostic d = only(assertFindings(none, at("RULESET-004", none, 13, "0 }")));
        assertTrue(d.message().contains("holds 0 figures"), d.message());
        assertTrue(d.hint().contains("'holds: 6'"), d.hint());
        String many = line(13, "  works: [{ kind: blockhouse, within: 2, safeFrom: [us], holds: 501 }]");
        only(assertFindings(many, at("RULESET-004", many, 13, "501")));
        String typo = line(13, "  works: [{ kind: blockhouse, within: 2, safeFrom: [us], hold: 6 }]");
        meantKey(typo, 13, "hold", "holds");
    }

    /** A nation may give the word for its people, which the sheets print where they speak of its figures; not a blank one. */
    @Test
    void aNationsPeopleHaveAWord() {
        String given = line(30, "    - { word: us, meaning: United States, people: Americans }");
        RuleSetLoader.Loaded r = parse(given);
        assertEquals(List.of(), codes(r), () -> messages(r));
        assertEquals(java.util.Map.of("us", "Americans"), r.ruleSet().orElseThrow().vocabulary().people());
        String blank = line(30, "    - { word: us, meaning: United States, people: \" \" }");
        Diagnostic d = only(assertFindings(blank, at("RULESET-004", blank, 30, "\" \"")));
        assertTrue(d.message().contains("have no word"), d.message());
        String typo = line(30, "    - { word: us, meaning: United States, peopel: Americans }");
        meantKey(typo, 30, "peopel", "people");
    }

    @Test
    void heldFireNamesANationAndGround() {
        String until = line(14, "  holdFire: [{ nation: us, until: barbed-wir }]");
        assertTrue(only(assertFindings(until, at("RULESET-002", until, 14, "barbed-wir"))).message().contains("did you mean 'barbed-wire'?"));
        String missing = line(14, "  holdFire: [{ nation: us }]");
        assertEquals(List.of(at("LOAD-009", missing, 14, "{")), codes(parse(missing)), () -> messages(parse(missing)));
        String next = line(14, "  holdFire: [{ nation: us, until: barbed-wire, fromNextTurn: true }]");
        assertTrue(parse(next).ruleSet().orElseThrow().profiles().play().holdFire().get(0).fromNextTurn(), () -> messages(parse(next)));
        meantKey(line(14, "  holdFire: [{ nation: us, until: barbed-wire, fromNexTurn: true }]"), 14, "fromNexTurn", "fromNextTurn");
    }

    @Test
    void aMeleeModifierIsSmallAndKeyedRight() {
        String big = line(10, "    - { tag: officer, meleeAdd: 100 }");
        assertTrue(only(assertFindings(big, at("RULESET-004", big, 10, "100"))).message().contains("more than a melee roll"));
        String typo = line(10, "    - { tag: officer, meleAdd: 1 }");
        meantKey(typo, 10, "meleAdd", "meleeAdd");
    }
}
