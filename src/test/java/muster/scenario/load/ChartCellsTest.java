package muster.scenario.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import muster.scenario.rulefile.Chart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A chart's cell may say that its column does not apply to its row: "-" (the stranger's log: "there is no way to leave a cell empty"). */
class ChartCellsTest {

    static final Path JRG = Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("rulesets/junior-general.yaml");

    @Test
    void aDashIsACellWithNoRoll(@TempDir Path dir) throws IOException {
        // a chart of its own, with a dash where a roll would be, among the file's charts
        String text = Files.readString(JRG, StandardCharsets.UTF_8).replace("charts:\n", """
                charts:
                  - id: spanish-fire
                    title: Spanish shooting, one die per figure
                    columns: [pins, eliminates]
                    rows:
                      - { label: each Spanish figure, cells: ["1d6 = 5", "-"] }
                """);
        assertTrue(text.contains("\"-\"]"));
        Path file = dir.resolve("jrg.yaml");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        RuleSetLoader.Loaded loaded = RuleSetLoader.load(file, "jrg.yaml");
        assertEquals(List.of(), loaded.diagnostics().all());
        Chart fire = loaded.ruleSet().orElseThrow().charts().stream().filter(c -> c.id().equals("spanish-fire")).findFirst().orElseThrow();
        assertInstanceOf(Chart.EmptyCell.class, fire.rows().get(0).cells().get(1));
        assertInstanceOf(Chart.DiceCell.class, fire.rows().get(0).cells().get(0));
    }

    /** A number keeps the sign it is written with: a modifier "+1" (the stranger's pack printed their close-combat +1 as "1"). */
    @Test
    void aModifierKeepsItsSign() {
        RuleSetLoader.Loaded loaded = RuleSetLoader.load(JRG, "junior-general.yaml");
        Chart melee = loaded.ruleSet().orElseThrow().charts().stream().filter(c -> c.id().equals("melee-modifiers")).findFirst().orElseThrow();
        Chart.NumberCell plus = (Chart.NumberCell) melee.rows().get(0).cells().get(0);
        assertEquals(1, plus.value());
        assertEquals("+1", plus.text());
    }
}
