package muster.rulesets.sawquickplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.view.Card;
import org.junit.jupiter.api.Test;

/** What saw-quickplay's unit cards say of a unit's kind, on the bundled San Juan Heights. */
class SawCardsTest {

    static final Path SCENARIO = Path.of(System.getProperty("basedir", "")).toAbsolutePath()
            .resolve("scenarios/san-juan-heights.yaml");

    /**
     * Seed 000: dismounted cavalry moves as infantry. A card that says "Cavalry" over a 6" move read as a misprint to a reviewer
     * who had the aid's 12" for cavalry beside it (an author's Las Guasimas): the kind line says "Dismounted cavalry".
     */
    @Test
    void dismountedCavalrysCardSaysSoAboveItsFootMove() {
        LoadResult r = ScenarioLoader.load(SCENARIO, "san-juan-heights.yaml");
        Scenario s = r.scenario().orElseThrow(() -> new AssertionError(r.diagnostics().all()));
        List<Card> cavalry = Checks.sheets(s).cards().stream().filter(c -> c.kind().toLowerCase().contains("cavalry")).toList();
        assertTrue(cavalry.size() >= 6, cavalry.toString());
        for (Card c : cavalry) {
            assertTrue(c.kind().startsWith("Dismounted cavalry"), c.title() + ": " + c.kind());
            assertTrue(c.notes().stream().noneMatch(n -> n.startsWith("Dismounted")), c.title() + " repeats it in a note: " + c.notes());
            assertEquals("6\"", c.facts().stream().filter(f -> f.label().equals("Move")).findFirst().orElseThrow().value().split(" ")[0],
                    c.title());
        }
    }
}
