package muster.rulesets.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import muster.rules.Checked;
import muster.view.Card;
import muster.view.Chart;
import muster.view.RuleSetModule;
import muster.view.RuleSetSheets;
import muster.view.kit.KitContent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    /**
     * A band's burst: the gun's card says whom a shot hits, and the kit has the circle (the stranger: "My rule says 'every figure
     * within 2" of that point is hit'. The card says only '12-60": 8 or more hits (42%)' ... The kit has no 2" burst template").
     */
    @Test
    void aBurstingGunSaysWhomItHitsAndTheKitHasItsCircle() {
        RuleSetSheets s = sheets();
        String fire = facts(s, "Mondragón 75mm").get("Fire");
        assertTrue(fire.endsWith("8 or more hits (42%), on each figure within 2\" of where it lands"), fire);
        List<KitContent.Template> templates = s.kit().templates();
        assertEquals(1, templates.size(), templates.toString());
        KitContent.Circle burst = (KitContent.Circle) templates.get(0);
        assertEquals(2.0, burst.radius());
        assertTrue(burst.note().contains("within 2\""), burst.note());
        // the stranger's own file gives no burst: no circle, and the card as before
        Checked<RuleSetModule> own = HouseRules.checked(HouseRules.DIR.resolve("scenario.yaml"), HouseRules.file(HouseRules.DIR.resolve("house-rules.yaml")));
        assertEquals(List.of(), own.ruleSet().sheets(own).kit().templates());
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
    void theMovesADismountedUnitTakesArePrintedWhereNoFootIsFielded(@TempDir Path dir) throws IOException {
        String scenario = Files.readString(DIR.resolve("scenario.yaml"), StandardCharsets.UTF_8);
        // no infantry: the sections become cavalry, the Batallón Zaragoza goes
        String noFoot = scenario.replace("type: infantry, weapon: mauser", "type: cavalry, weapon: carbine")
                .replace("count: 10,", "count: 8,").replaceAll("(?s)          - \\{ id: villa-inf.*?at: \\[6, 6\\] \\}\n", "");
        assertFalse(noFoot.contains("infantry"), noFoot);
        Files.writeString(dir.resolve("scenario.yaml"), noFoot, StandardCharsets.UTF_8);
        Files.copy(DIR.resolve("house-rules.yaml"), dir.resolve("house-rules.yaml"));
        Checked<RuleSetModule> c = HouseRules.checked(dir.resolve("scenario.yaml"), HouseRules.file(dir.resolve("house-rules.yaml")));
        RuleSetSheets s = c.ruleSet().sheets(c);
        Chart.Section moving = s.aid().sections().stream().filter(x -> x.heading().equals("Moving")).findFirst().orElseThrow();
        assertTrue(((Chart.Table) moving.blocks().get(0)).rows().stream().anyMatch(r -> r.get(0).equals("Infantry")), moving.toString());
        assertTrue(s.kit().rulers().stream().flatMap(r -> r.tracks().stream()).anyMatch(t -> t.label().equals("Infantry")),
                s.kit().rulers().toString());
    }

    @Test
    void theAppendixGivesTheOddsOfEveryUnitsTest() {
        Chart appendix = sheets().appendix();
        String all = appendix.toString();
        assertTrue(all.contains("[2d6, 6 or less, 42%") && all.contains("[2d6, 9 or less, 83%"), all);
    }
}
