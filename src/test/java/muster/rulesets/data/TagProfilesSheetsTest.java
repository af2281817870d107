package muster.rulesets.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import muster.rules.Checked;
import muster.view.Card;
import muster.view.Chart;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;
import org.junit.jupiter.api.Test;

/**
 * The stranger's scenario against a copy of their file with tag profiles (src/test/resources/house-rules-tags/): each card
 * prints the unit's own morale (its quality's number, one more with its officer) and the dismounted cavalry the foot move;
 * the aid gives morale by quality. A unit with no such tag keeps its type's numbers.
 */
class TagProfilesSheetsTest {

    static final Path DIR = HouseRules.DIR.resolveSibling("house-rules-tags");

    static RuleSetSheets sheets() {
        Checked<RuleSetModule> c = HouseRules.checked(DIR.resolve("scenario.yaml"), HouseRules.file(DIR.resolve("house-rules.yaml")));
        return c.ruleSet().sheets(c);
    }

    static Map<String, String> facts(RuleSetSheets sheets, String title) {
        Card card = sheets.cards().stream().filter(k -> k.title().equals(title)).findFirst().orElseThrow();
        return card.facts().stream().collect(Collectors.toMap(Card.Fact::label, Card.Fact::value));
    }

    @Test
    void aCardPrintsTheMoraleItsTagsGiveIt() {
        RuleSetSheets s = sheets();
        // seasoned 7, and the officer adds 1
        assertEquals("8; test 2d6, 8 or less (72%)", facts(s, "1st Section").get("Morale"));
        assertEquals("6; test 2d6, 6 or less (42%)", facts(s, "2nd Section").get("Morale"));
        // veteran 8 and the officer: 9
        assertEquals("9; test 2d6, 9 or less (83%)", facts(s, "Dorados").get("Morale"));
        assertEquals("8; test 2d6, 8 or less (72%)", facts(s, "Rurales").get("Morale"));
    }

    @Test
    void dismountedCavalryMoveAsFoot() {
        RuleSetSheets s = sheets();
        String foot = facts(s, "Batallón Zaragoza").get("Move");
        assertEquals(foot, facts(s, "Escuadrón Durango").get("Move"));
        assertTrue(foot.startsWith("6\""), foot);
        assertTrue(facts(s, "Escuadrón Morelos").get("Move").startsWith("12\""));
    }

    @Test
    void aUnitWithNoSuchTagKeepsItsTypesNumbers() {
        RuleSetSheets s = sheets();
        Map<String, String> untagged = facts(s, "Escuadrón Morelos");
        assertEquals("7; test 2d6, 7 or less (58%)", untagged.get("Morale"));
        assertEquals(facts(HouseRules.sheets(), "Escuadrón Morelos"), untagged);
        assertEquals(facts(HouseRules.sheets(), "Batallón Zaragoza"), facts(s, "Batallón Zaragoza"));
    }

    @Test
    void theStrangersOwnFileStillPrintsItsTypesMorale() {
        assertEquals("7; test 2d6, 7 or less (58%)", facts(HouseRules.sheets(), "1st Section").get("Morale"));
        assertEquals("12\"; 6\" in woods, rough, field and town; 3\" in marsh", facts(HouseRules.sheets(), "Escuadrón Durango").get("Move"));
    }

    @Test
    void theAidGivesMoraleByQualityAndWhatTheOfficerAdds() {
        Chart.Section morale = sheets().aid().sections().stream().filter(x -> x.heading().equals("Morale")).findFirst().orElseThrow();
        Chart.Table byTag = (Chart.Table) morale.blocks().get(1);
        assertEquals(List.of("A unit tagged", "Morale", "Test passes on"), byTag.header());
        assertEquals(List.of(List.of("Green", "6", "2d6, 6 or less (42%)"), List.of("Seasoned", "7", "2d6, 7 or less (58%)"),
                List.of("Veteran", "8", "2d6, 8 or less (72%)")), byTag.rows());
        Chart.Bullets notes = (Chart.Bullets) morale.blocks().get(2);
        assertEquals(List.of("A unit tagged green, seasoned or veteran has the tag's morale number in place of its type's.",
                "A unit tagged officer adds 1 to its morale number."), notes.items());
        Chart.Section moving = sheets().aid().sections().stream().filter(x -> x.heading().equals("Moving")).findFirst().orElseThrow();
        assertEquals(new Chart.Bullets(List.of("A unit tagged dismounted moves as infantry.")), moving.blocks().get(1));
    }

    @Test
    void theAppendixGivesTheOddsOfEveryUnitsTest() {
        Chart appendix = sheets().appendix();
        String all = appendix.toString();
        assertTrue(all.contains("[2d6, 6 or less, 42%") && all.contains("[2d6, 9 or less, 83%"), all);
    }
}
