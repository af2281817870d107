package muster.scenario.load;

import static muster.scenario.load.PlayRulesMistakesTest.lineOf;
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
import java.util.Map;
import java.util.Optional;
import muster.scenario.rulefile.Play;
import muster.scenario.rulefile.RuleWords;
import muster.source.Diagnostic;
import org.junit.jupiter.api.Test;

/**
 * A pin's {@code shown} (how it is shown on the table) and {@code recoversIn} (the last word of the phases it ends in), the
 * latter checked against the {@code sequence} read after it: a word that ends no phase's name is reported at its place, with
 * the word most likely meant; melee's {@code loser}, what becomes of the figure that loses, in the file's words; and
 * off-table fire's {@code onlyAtRest}; and {@code noHeadquarters}.
 */
class PinRecoveryMistakesTest {

    static final String GOOD = PlayRulesMistakesTest.GOOD.replace("enemyMeleeAdd: 1 }",
            "enemyMeleeAdd: 1, shown: put a pin marker beside it, recoversIn: rally }") + """
            sequence:
              - { phase: US move, side: us, does: move }
              - { phase: US rally, side: us, does: pinned figures stand up }
            """;

    @Test
    void theKeysLoad() {
        RuleSetLoader.Loaded r = parse(GOOD);
        assertEquals(List.of(), codes(r), () -> messages(r));
        Play.Pinned p = r.ruleSet().orElseThrow().profiles().play().pinned().orElseThrow();
        assertEquals(Optional.of("put a pin marker beside it"), p.shown());
        assertEquals("rally", p.recovers().orElseThrow().phase());
        assertTrue(p.recovers().orElseThrow().endsIn(r.ruleSet().orElseThrow().sequence().get(1)));
        String lost = GOOD.replace("winnerStops: true }", "winnerStops: true, loser: is out }");
        assertEquals(Optional.of("is out"), parse(lost).ruleSet().orElseThrow().profiles().play().melee().orElseThrow().loser());
        meantKey(lost.replace("loser:", "losr:"), lineOf(lost, "loser:"), "losr", "loser");
        String contact = GOOD.replace("winnerStops: true }", "winnerStops: true, startsOnContact: true }");
        assertTrue(parse(contact).ruleSet().orElseThrow().profiles().play().melee().orElseThrow().startsOnContact());
        meantKey(contact.replace("startsOnContact:", "startOnContact:"), lineOf(contact, "startsOnContact:"), "startOnContact",
                "startsOnContact");
    }

    /** A pin shown by turning the counter over says so with true or false, at its key; misspelt, the key most likely meant. */
    @Test
    void aPinIsShownByTurningTheCounterOverOrNot() {
        assertTrue(!parse(GOOD).ruleSet().orElseThrow().profiles().play().pinned().orElseThrow().turnOver());
        String over = GOOD.replace("recoversIn: rally }", "recoversIn: rally, turnOver: true }");
        assertTrue(parse(over).ruleSet().orElseThrow().profiles().play().pinned().orElseThrow().turnOver(), () -> messages(parse(over)));
        String bad = over.replace("turnOver: true", "turnOver: maybe");
        Diagnostic d = only(assertFindings(bad, at("LOAD-010", bad, lineOf(bad, "turnOver"), "maybe")));
        assertTrue(d.message().contains("'turnOver'"), d.message());
        meantKey(over.replace("turnOver:", "turnOvr:"), lineOf(over, "turnOver:"), "turnOvr", "turnOver");
    }

    @Test
    void aPhaseNoNameEndsInSaysWhichItMeant() {
        String bad = GOOD.replace("recoversIn: rally", "recoversIn: raly");
        Diagnostic d = only(assertFindings(bad, at("RULESET-004", bad, lineOf(bad, "recoversIn"), "raly")));
        assertTrue(d.message().contains("no phase of the sequence ends in 'raly'; did you mean 'rally'?"), d.message());
        assertTrue(d.hint().endsWith(": move, rally"), d.hint());
    }

    @Test
    void misspeltKeysSayWhichTheyMeant() {
        meantKey(GOOD.replace("recoversIn", "recoverIn"), lineOf(GOOD, "recoversIn"), "recoverIn", "recoversIn");
        meantKey(GOOD.replace("shown:", "shwn:"), lineOf(GOOD, "shown:"), "shwn", "shown");
        meantKey(GOOD.replace("record: Shells", "record: Shells, onlyAtRst: true"), lineOf(GOOD, "record: Shells"), "onlyAtRst", "onlyAtRest");
        String named = GOOD.replace("record: Shells", "record: Shells, shotsName: shells, made: fired");
        Play.OffTable fire = parse(named).ruleSet().orElseThrow().profiles().play().offTable().get(0);
        assertEquals(Optional.of("shells"), fire.shotsName(), () -> messages(parse(named)));
        assertEquals(Optional.of("fired"), fire.made());
        meantKey(named.replace("shotsName:", "shotName:"), lineOf(named, "record: Shells"), "shotName", "shotsName");
        String blank = named.replace("made: fired", "made: \" \"");
        Diagnostic d = only(assertFindings(blank, at("RULESET-004", blank, lineOf(blank, "record: Shells"), "\" \"")));
        assertTrue(d.message().contains("'made' is blank"), d.message());
        String morale = GOOD.lines().filter(l -> l.contains("noMorale")).findFirst().orElseThrow();
        String noHq = GOOD.replace(morale + "\n", morale + "\n" + morale.replace("noMorale", "noHeadquaters") + "\n");
        meantKey(noHq, lineOf(GOOD, "noMorale") + 1, "noHeadquaters", "noHeadquarters");
        String hq = noHq.replace("noHeadquaters", "noHeadquarters");
        assertTrue(parse(hq).ruleSet().orElseThrow().profiles().play().noHeadquarters(), () -> messages(parse(hq)));
    }

    /** Large type and plain cards are flags of the profiles, a tag's card words a key of its word; misspelt, each says which it meant. */
    @Test
    void largeTypePlainCardsAndATagsCardWords() {
        String morale = GOOD.lines().filter(l -> l.contains("noMorale")).findFirst().orElseThrow();
        String both = GOOD.replace(morale + "\n", morale + "\n" + morale.replace("noMorale", "largeType") + "\n"
                + morale.replace("noMorale", "plainCards") + "\n")
                .replace("meaning: \"an officer: +1 in melee\" }", "meaning: \"an officer: +1 in melee\", card: \"\" }");
        Play play = parse(both).ruleSet().orElseThrow().profiles().play();
        assertTrue(play.largeType() && play.plainCards(), () -> messages(parse(both)));
        // on the tag's own word, as a weapon's card is on its: one place per entry of the vocabulary
        assertEquals(Optional.of(""), parse(both).ruleSet().orElseThrow().vocabulary().tags().stream()
                .filter(w -> w.word().equals("officer")).findFirst().orElseThrow().card());
        assertTrue(!parse(GOOD).ruleSet().orElseThrow().profiles().play().largeType());
        meantKey(both.replace("largeType:", "largeTyp:"), lineOf(GOOD, "noMorale") + 1, "largeTyp", "largeType");
        meantKey(both.replace("plainCards:", "plainCard:"), lineOf(GOOD, "noMorale") + 2, "plainCard", "plainCards");
        meantKey(both.replace("card: \"\"", "crad: \"\""), lineOf(both, "card: \"\""), "crad", "card");
    }

    /** A tag and a weapon may say what a roster line prints for them; misspelt, the key most likely meant. */
    @Test
    void aRosterLineSaysWhatATagOrWeaponGives() {
        String good = GOOD.replace("meaning: \"an officer: +1 in melee\" }", "meaning: \"an officer: +1 in melee\", roster: \"officer, +1\" }")
                .replace("{ word: rifle, meaning: a rifle }", "{ word: rifle, meaning: a rifle, roster: \"\" }");
        RuleSetLoader.Loaded r = parse(good);
        assertEquals(List.of(), codes(r), () -> messages(r));
        assertEquals(Optional.of("officer, +1"), r.ruleSet().orElseThrow().vocabulary().tags().get(0).roster());
        assertEquals(Optional.of(""), r.ruleSet().orElseThrow().vocabulary().weapons().get(0).roster());
        meantKey(good.replace("roster: \"officer", "rostr: \"officer"), lineOf(good, "roster: \"officer"), "rostr", "roster");
        meantKey(good.replace("a rifle, roster:", "a rifle, rooster:"), lineOf(good, "a rifle, roster"), "rooster", "roster");
        String card = good.replace("a rifle, roster: \"\" }", "a rifle, roster: \"\", card: \"\" }");
        assertEquals(Optional.of(""), parse(card).ruleSet().orElseThrow().vocabulary().weapons().get(0).card(), () -> messages(parse(card)));
        meantKey(card.replace("card: \"\" }", "crd: \"\" }"), lineOf(card, "a rifle, roster"), "crd", "card");
        String kind = good.replace("roster: \"officer, +1\" }", "roster: \"officer, +1\", kind: officer, moveNote: on horseback }");
        RuleWords.Word officer = parse(kind).ruleSet().orElseThrow().vocabulary().tags().get(0);
        assertEquals(List.of(Optional.of("officer"), Optional.of("on horseback")), List.of(officer.kind(), officer.moveNote()),
                () -> messages(parse(kind)));
        meantKey(kind.replace("moveNote:", "moveNotes:"), lineOf(kind, "kind: officer"), "moveNotes", "moveNote");
    }
}
