package muster.rulesets.hatsoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import muster.rules.Rule;
import muster.rules.Vocabulary;
import muster.rulesets.RuleSets;
import org.junit.jupiter.api.Test;

/** The rule set as registered: its ids, its words, and the data `muster rulesets hatsoff --format json` prints. */
class HatsoffTest {

    @Test
    void isRegisteredWithRulesHat001To018() {
        assertEquals(Hatsoff.INSTANCE, RuleSets.find("hatsoff").orElseThrow());
        List<String> ids = Hatsoff.INSTANCE.rules().stream().map(Rule::id).toList();
        // HAT-005 (Mausers on black-powder classes) and HAT-015 (idle options) went: nothing the text says against them
        assertEquals(muster.rulesets.Checks.ids("HAT", 19, 5, 15), ids.stream().sorted().toList());
        Hatsoff.INSTANCE.rules().forEach(r -> assertTrue(r.summary().length() > 20, r.id()));
    }

    @Test
    void wordsCoverTheSeedsTroopsAndWeapons() {
        Vocabulary v = Hatsoff.INSTANCE.vocabulary();
        assertTrue(Vocabulary.words(v.tags()).containsAll(TroopClass.TAGS));
        assertTrue(Vocabulary.words(v.tags()).containsAll(List.of("black-powder", "officer", "dismounted", "mounted")));
        assertEquals(List.of("infantry", "cavalry", "machinegun", "gatling", "field-artillery", "mountain-artillery", "general"),
                Vocabulary.words(v.types()));
        assertEquals(List.of("attack", "defend", "withdraw"), Vocabulary.words(v.orderTypes()));
        assertTrue(Vocabulary.words(v.kinds()).containsAll(List.of("fort", "blockhouse", "trench", "barbed-wire", "woods", "town")));
        assertEquals("15mm", Hatsoff.INSTANCE.defaultFigureScale());
        assertEquals("002_f54442bc287dd0e0.txt", Hatsoff.INSTANCE.source());
    }

    @Test
    @SuppressWarnings("unchecked")
    void dataCarriesTheEncodedFacts() {
        Map<String, Object> d = Hatsoff.INSTANCE.data();
        assertEquals(List.of("figureRatio", "organisation", "turnSequence", "movement", "averageDie", "weapons", "smallArms",
                "artillery", "machineGuns", "fireLosses", "morale", "melee", "orders", "terrain", "options", "interpretations"),
                List.copyOf(d.keySet()));
        Map<String, Object> ratio = (Map<String, Object>) d.get("figureRatio");
        assertEquals(25, ratio.get("standardMenPerFigure"));
        assertEquals(Map.of("us", 20, "spain", 30, "cuba", 25, "philippines", 25), ratio.get("optionalByNation"));
        Map<String, Object> artillery = (Map<String, Object>) d.get("artillery");
        assertEquals(72, ((Map<String, Object>) artillery.get("shell")).get("toInches"));
        assertEquals(15, ((Map<String, Object>) artillery.get("canister")).get("toInches"));
        assertEquals("1/3", ((Map<String, Object>) artillery.get("locating")).get("chancePerTurn"));
        assertEquals(Interpretations.ALL, d.get("interpretations"));
        assertEquals(20, ((Map<String, Object>) d.get("organisation")).get("maxRoundsOfFire"));
    }
}
