package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import muster.rulesets.Checks;
import muster.view.Chart;
import muster.view.kit.KitContent.Arc;
import muster.view.kit.KitView.Place;
import org.junit.jupiter.api.Test;

/** A template's drawing and words agree with each other and with the aid. */
class TemplateWordsTest {

    static Arc arc(String id, String title) {
        return RuleSetKitsTest.kit(id).templates().stream().filter(t -> t instanceof Arc a && a.title().equals(title)).map(t -> (Arc) t)
                .findFirst().orElseThrow(() -> new AssertionError(id + ": no " + title));
    }

    static long centreLines(Arc a) {
        PageBuilder page = new PageBuilder("templates", false, "templates");
        double[] size = Shapes.size(a, Sheet.IN);
        Shapes.draw(page, a, new Place(36, 36, size[0], size[1]), 0);
        return page.lines.stream().filter(l -> l.role().equals("template-centre")).count();
    }

    @Test
    void anArcLaidAlongAFlankHasNoCentreLineAndOneLaidOnTheFrontHasOne() {
        Arc flank = arc("el-caney", "Flank arc");
        assertTrue(flank.note().contains("lay one edge straight ahead"), flank.note());
        assertEquals(0, centreLines(flank), "a flank arc is laid by its edge");
        assertTrue(centreLines(arc("el-caney", "Battery arc")) > 0, "the battery arc is laid on the front");
    }

    static final Map<String, Integer> COUNTS = Map.of("two", 2, "three", 3, "four", 4, "2", 2, "3", 3, "4", 4);
    static final Pattern SPLIT = Pattern.compile("\\b(two|three|four|[234]) (\\d+)° arcs|\\b([234]) arcs of (\\d+)°");

    @Test
    void theMachineGunsNarrowerArcsAreOneEachAndNeverAddUpWrong() {
        List<String> words = new ArrayList<>();
        Arc mg = arc("torreon-1914", "Machine-gun arc");
        words.add(mg.note());
        Chart chart = Checks.everything(Checks.sheets(KitLayoutTest.scenario("torreon-1914")));
        for (Chart.Section s : chart.sections()) {
            for (Chart.Block b : s.blocks()) {
                if (b instanceof Chart.Bullets bullets) {
                    words.addAll(bullets.items());
                } else if (b instanceof Chart.Table table) {
                    table.rows().forEach(words::addAll);
                } else if (b instanceof Chart.Note note) {
                    words.add(note.text());
                }
            }
        }
        for (String w : words) {
            Matcher m = SPLIT.matcher(w);
            while (m.find()) {
                int n = COUNTS.get(m.group(1) != null ? m.group(1) : m.group(3));
                int degrees = Integer.parseInt(m.group(2) != null ? m.group(2) : m.group(4));
                assertEquals(90, n * degrees, "'" + m.group() + "' in: " + w);
            }
        }
        assertTrue(mg.note().contains("one 15° sector, 4"), mg.note());
        assertFalse(mg.note().contains("arcs"), mg.note());
        assertEquals(List.of(-30.0, -15.0, 0.0, 15.0, 30.0), mg.rays(), "a ray every 15°: halves, thirds and the 15° sectors");
    }
}
