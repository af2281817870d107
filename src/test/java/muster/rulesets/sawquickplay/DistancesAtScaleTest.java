package muster.rulesets.sawquickplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;
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
        String yaml = muster.view.MapDeriverTest.SCENARIO.replace("turns: 6", "turns: 6\nfigureScale: " + figureScale);
        Scenario s = ScenarioLoader.parse("t.yaml", yaml.getBytes(StandardCharsets.UTF_8)).scenario().orElseThrow();
        return Checks.sheets(s);
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
    void theBaseIsOneInchAtEveryScale() {
        assertTrue(chartText(sheets("25mm")).contains("Every base is 1\" square at any figure scale"));
    }
}
