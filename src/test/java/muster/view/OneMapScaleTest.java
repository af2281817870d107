package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.ScenarioLoader;
import muster.view.map.Audience;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every map of a scenario's packs is drawn at one scale, so a distance measures alike on the game master's map and on each
 * side's: the smallest scale any of them fits at. Each side's legend lists other things, and a longer one can need a smaller
 * scale on its own (in these outside authors' scenarios on A4, one side's map comes out at 1:12 beside 1:10; Hat's Off 1 and
 * Junior General 2, which did too, fit every map at one scale since the legend's rows moved up 4 points).
 */
class OneMapScaleTest {

    @ParameterizedTest
    @ValueSource(strings = {"hatsoff-2.yaml", "saw-quickplay-2.yaml"})
    void everyPackOfAScenarioDrawsItsMapAtOneScale(String file) {
        Path path = Path.of("src/test/resources/authors", file);
        Scenario s = ScenarioLoader.load(path, path.toString()).scenario().orElseThrow();
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            Documents d = Views.documents(Checks.checked(s), paper);
            List<Integer> scales = new ArrayList<>();
            scales.add(d.gameMaster().map().frame().scale());
            for (Side side : s.sides()) {
                scales.add(d.handout(side.id()).map().frame().scale());
            }
            assertTrue(scales.stream().allMatch(x -> x.equals(scales.get(0))), file + " on " + paper.cssName() + ": " + scales);
            if (paper == Paper.A4) {
                // the case this holds: fitted alone, the maps of these scenarios on A4 come out at two scales
                List<Integer> alone = new ArrayList<>();
                alone.add(Views.placeMap(s, paper, Checks.sheets(s), Audience.gameMaster(), "game master's pack", 1).scale());
                for (Side side : s.sides()) {
                    alone.add(Views.placeMap(s, paper, Checks.sheets(s), Audience.side(side.id()), side.name() + " handout", 1).scale());
                }
                assertEquals(2, alone.stream().distinct().count(), file + ": " + alone);
                assertEquals(alone.stream().mapToInt(Integer::intValue).max().orElseThrow(), scales.get(0), "the smallest scale of them");
            }
        }
    }
}
