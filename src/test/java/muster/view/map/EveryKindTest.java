package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import muster.rules.RuleSet;
import muster.rules.Term;
import muster.rules.TerrainShapes;
import muster.rulesets.Checks;
import muster.rulesets.RuleSets;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Test;

/** Every terrain kind any rule set uses has a place on the map and in its legend. */
class EveryKindTest {

    static final Path FILE = Path.of("src/test/resources/maps/every-kind.yaml");

    static Scenario scenario() {
        var r = ScenarioLoader.load(FILE, FILE.toString());
        assertTrue(r.scenario().isPresent(), () -> r.diagnostics().all().toString());
        assertTrue(!Checks.diagnostics(r.scenario().get()).hasErrors(), () -> Checks.diagnostics(r.scenario().get()).all().toString());
        return r.scenario().get();
    }

    static MapView map(boolean grid) {
        Scenario s = scenario();
        return new MapDeriver(s, MapOptions.fit(Audience.gameMaster(), grid, 10.3, 7.4), Checks.sheets(s)).derive();
    }

    @Test
    void theTestScenarioHoldsEveryKindOfEveryRuleSet() {
        Set<String> inFile = scenario().terrain().stream().map(t -> t.kind()).collect(Collectors.toSet());
        for (RuleSet r : RuleSets.all()) {
            for (Term kind : r.vocabulary().kinds()) {
                assertTrue(inFile.contains(kind.word()), r.id() + " uses '" + kind.word() + "', missing from " + FILE);
                assertTrue(!TerrainShapes.forms(kind.word()).isEmpty(), "no geometry known for " + kind.word());
            }
        }
    }

    @Test
    void everyKindIsDrawnAndInTheLegendExceptOpenGround() {
        MapView map = map(true);
        Set<String> drawn = new java.util.HashSet<>();
        map.ground().areas().forEach(a -> drawn.add(a.kind()));
        map.ground().lines().forEach(l -> drawn.add(l.kind()));
        map.ground().spots().forEach(p -> drawn.add(p.kind()));
        Set<String> legend = map.captions().legend().stream().map(i -> i.kind()).collect(Collectors.toSet());
        for (var t : scenario().terrain()) {
            assertTrue(drawn.contains(t.kind()), "not drawn: " + t.kind());
            assertEquals(!t.kind().equals("open"), legend.contains(t.kind()), "legend and " + t.kind());
        }
        assertTrue(legend.contains("crest"), "a ridge's crest line has a legend entry");
    }

    @Test
    void outlinedBuildingsCarryTheOneInchGridWhenAsked() {
        // the 5" x 4" building: 4 inner lines one way, 3 the other
        assertEquals(7, map(true).ground().buildingGrid().size());
        assertEquals(List.of(), map(false).ground().buildingGrid());
    }
}
