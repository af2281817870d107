package muster.rulesets.sawquickplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
import muster.rules.HouseReading;
import muster.rules.HouseReadings;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.Card;
import muster.view.Chart;
import muster.view.RuleSetSheets;
import org.junit.jupiter.api.Test;

/** Every distance saw-quickplay prints comes from one value scaled once: as written at 15mm, doubled at 25mm. */
class DistancesAtScaleTest {

    static RuleSetSheets sheets(String figureScale) {
        return sheets(muster.view.MapDeriverTest.SCENARIO, figureScale);
    }

    static RuleSetSheets sheets(String yaml, String figureScale) {
        String scaled = yaml.replace("turns: 6", "turns: 6\nfigureScale: " + figureScale);
        Scenario s = ScenarioLoader.parse("t.yaml", scaled.getBytes(StandardCharsets.UTF_8)).scenario().orElseThrow();
        return Checks.sheets(s);
    }

    /** The scenario with woods, a blockhouse and a siege gun as well. */
    static RuleSetSheets withWoodsAndSiegeGun(String figureScale) {
        return sheets(muster.view.MapDeriverTest.SCENARIO
                .replace("terrain:\n", "terrain:\n  - { id: w, kind: woods, outline: [[40, 0], [50, 0], [50, 8], [40, 8]] }\n"
                        + "  - { id: bh, kind: blockhouse, at: [60, 30] }\n")
                .replace("\n          - { id: u3,", "\n          - { id: g1, type: siege-artillery, weapon: siege-gun, at: [66, 44] }"
                        + "\n          - { id: u3,"), figureScale);
    }

    /** The rows of the first table of the section with this heading, on the aid or in the appendix. */
    static List<List<String>> table(RuleSetSheets sheets, String heading) {
        return Checks.everything(sheets).sections().stream().filter(s -> s.heading().equals(heading)).flatMap(s -> s.blocks().stream())
                .filter(b -> b instanceof Chart.Table).map(b -> ((Chart.Table) b).rows()).findFirst().orElseThrow(() -> new AssertionError(heading));
    }

    static String fact(RuleSetSheets sheets, String unitTitle, String label) {
        Card card = sheets.cards().stream().filter(c -> c.kind().startsWith(unitTitle)).findFirst().orElseThrow();
        return card.facts().stream().filter(f -> f.label().equals(label)).findFirst().orElseThrow().value();
    }

    static String chartText(RuleSetSheets sheets) {
        return muster.rulesets.Checks.everything(sheets).sections().stream().flatMap(s -> s.blocks().stream())
                .map(b -> b instanceof Chart.Bullets x ? String.join("\n", x.items()) : "").collect(Collectors.joining("\n"));
    }

    @Test
    void infantryMovesAreScaledOnce() {
        assertEquals("6\" · road 12\" · rough 3\"", fact(sheets("15mm"), "Infantry", "Move"));
        assertEquals("12\" · road 24\" · rough 6\"", fact(sheets("25mm"), "Infantry", "Move"));
    }

    @Test
    void theChartsFixedDistancesDoubleAt25mm() {
        for (String[] scale : List.of(new String[] {"15mm", "1", "2"}, new String[] {"25mm", "2", "4"})) {
            String text = chartText(sheets(scale[0]));
            assertTrue(text.contains("within " + scale[1] + "\" of each other"), scale[0] + " cohesion\n" + text);
            assertTrue(text.contains("its own side loses " + scale[1] + "\""), scale[0] + " own wire");
            assertTrue(text.contains("charged " + scale[2] + "\" or more"), scale[0] + " the charge");
            assertTrue(text.contains("sight reaches " + scale[1] + "\" into or through woods"), scale[0] + " sight into woods");
        }
    }

    @Test
    void theTerrainTableSeesIntoWoodsAndBuiltUpAreasAsFarAsTheChartSays() {
        for (String[] scale : List.of(new String[] {"15mm", "1"}, new String[] {"20mm", "1"}, new String[] {"25mm", "2"})) {
            RuleSetSheets sheets = withWoodsAndSiegeGun(scale[0]);
            List<List<String>> rows = table(sheets, "Terrain");
            for (String kind : List.of("woods", "blockhouse")) {
                List<String> row = rows.stream().filter(r -> r.get(0).equals(kind)).findFirst().orElseThrow(() -> new AssertionError(kind));
                assertEquals("blocks sight between units on the same level; units see " + scale[1] + "\" into or through it", row.get(3),
                        scale[0] + " " + kind);
            }
            assertTrue(chartText(sheets).contains("sight reaches " + scale[1] + "\" into or through woods"), scale[0]);
        }
    }

    @Test
    void theOrderChangeOddsAreGivenAtTableDistances() {
        List<String> odds = List.of("3%", "17%", "42%", "72%", "92%", "97%");
        for (String[] scale : List.of(new String[] {"15mm", "2", "the distance"}, new String[] {"20mm", "2", "the distance"},
                new String[] {"25mm", "4", "half the distance"})) {
            RuleSetSheets sheets = sheets(scale[0]);
            int step = Integer.parseInt(scale[1]);
            List<List<String>> expected = new java.util.ArrayList<>();
            for (int i = 0; i < odds.size(); i++) {
                expected.add(List.of((i + 1) * step + "\"", odds.get(i)));
            }
            assertEquals(expected, table(sheets, "Changing orders: the odds"), scale[0]);
            assertTrue(chartText(sheets).contains("it changes at or under " + scale[2] + " in inches from the HQ"),
                    scale[0] + "\n" + chartText(sheets));
            Card hq = sheets.cards().stream().filter(c -> c.kind().equals("General's base (HQ)")).findFirst().orElseThrow();
            assertTrue(hq.facts().stream().anyMatch(f -> f.value().startsWith("change on 2D6 at or under " + scale[2] + " to the brigade's")),
                    scale[0] + " " + hq.facts());
        }
    }

    @Test
    void theSiegeSheafIsEitherOfItsRectanglesAtScale() {
        for (String[] scale : List.of(new String[] {"15mm", "1", "2", "4"}, new String[] {"25mm", "2", "4", "8"})) {
            RuleSetSheets sheets = withWoodsAndSiegeGun(scale[0]);
            String one = scale[1] + "\"";
            String two = scale[2] + "\"";
            String four = scale[3] + "\"";
            assertTrue(chartText(sheets).contains("siege guns lay four " + one + " squares up to "), scale[0]);
            assertTrue(chartText(sheets).contains("as the firer chooses a " + two + " × " + two + " square or a " + one + " × " + four + " strip"),
                    scale[0] + "\n" + chartText(sheets));
            assertTrue(fact(sheets, "Siege artillery", "Fire").startsWith("sheaf " + two + "×" + two + " or " + one + "×" + four + " in " + one
                    + " squares"), scale[0] + " " + fact(sheets, "Siege artillery", "Fire"));
        }
    }

    /** The readings the appendix prints, as notes. */
    static List<Chart.Note> readings(RuleSetSheets sheets) {
        return sheets.appendix().sections().stream().flatMap(s -> s.blocks().stream()).filter(b -> b instanceof Chart.Note)
                .map(b -> (Chart.Note) b).toList();
    }

    @Test
    void twentyMillimetresKeepTheDistancesAsWrittenAndTheAppendixSaysWhy() {
        RuleSetSheets twenty = sheets("20mm");
        assertEquals("20mm figures, 1\" bases, distances as written", twenty.aid().subtitle());
        assertEquals("6\" · road 12\" · rough 3\"", fact(twenty, "Infantry", "Move"));
        HouseReading reading = HouseReadings.on(Interpretations.ALL, "Figure scale");
        Chart.Note scale = new Chart.Note(reading.topic(), reading.text());
        assertTrue(readings(twenty).contains(scale), readings(twenty).toString());
        assertTrue(scale.text().contains("at 20mm, as at every scale but 25mm, the distances stay as written"), scale.text());
    }

    @Test
    void theFireArcOnCardsAndAidIsAListedReading() {
        RuleSetSheets sheets = sheets("15mm");
        assertTrue(chartText(sheets).contains("within 45° either side of the unit's front"));
        assertTrue(fact(sheets, "Infantry", "Fire").contains("45° each side of front"));
        HouseReading arc = HouseReadings.on(Interpretations.ALL, "Fire arc");
        assertTrue(readings(sheets).contains(new Chart.Note(arc.topic(), arc.text())));
        assertTrue(arc.text().contains("45° either side of straight ahead, a quarter circle in all"));
    }

    @Test
    void theBaseIsOneInchAtEveryScale() {
        assertTrue(chartText(sheets("25mm")).contains("Every base is 1\" square at any figure scale"));
    }
}
