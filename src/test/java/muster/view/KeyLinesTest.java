package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.ScenarioLoader;
import muster.view.map.MapView;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * A map's key has room to read: no entry wraps to more than two lines, on every map of the bundled scenarios on Letter and
 * on A4, and San Juan's maps keep their scales (1:8 on Letter, 1:10 on A4). At 59bc927 San Juan's game master's key on
 * Letter stood in the 40-point strip right of the table, its seven entries on 3, 2, 3, 3, 3, 3 and 4 lines of about 15
 * characters; it now runs on after the legend's last entry, each entry on one line.
 */
class KeyLinesTest {

    @TestFactory
    Stream<DynamicTest> noKeyEntryWrapsToMoreThanTwoLines() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("scenarios"))) {
            s.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(files::add);
        }
        return files.stream().flatMap(file -> Stream.of(Paper.LETTER, Paper.A4).map(paper -> DynamicTest.dynamicTest(
                file.getFileName() + " on " + paper.cssName(), () -> {
                    Scenario s = ScenarioLoader.load(file, file.toString()).scenario().orElseThrow();
                    Documents d = Views.documents(Checks.checked(s), paper);
                    List<String> squeezed = new ArrayList<>();
                    check("game master", d.gameMaster().map(), squeezed);
                    for (Side side : s.sides()) {
                        check(side.id(), d.handout(side.id()).map(), squeezed);
                    }
                    assertEquals(List.of(), squeezed, "key entries squeezed into a narrow column");
                })));
    }

    @Test
    void sanJuansMapsKeepTheirScales() {
        Scenario s = ScenarioLoader.load(Path.of("scenarios/san-juan-heights.yaml"), "san-juan-heights.yaml").scenario().orElseThrow();
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            Documents d = Views.documents(Checks.checked(s), paper);
            assertEquals(paper == Paper.LETTER ? 8 : 10, d.gameMaster().map().frame().scale(), paper.cssName());
            assertEquals(paper == Paper.LETTER ? 8 : 10, d.handout("spain").map().frame().scale(), paper.cssName());
        }
    }

    private static void check(String who, MapView map, List<String> out) {
        for (MapView.KeyEntry e : map.captions().key()) {
            if (e.lines().size() > 2) {
                out.add(who + "'s " + e.number() + " on " + e.lines().size() + " lines: "
                        + e.lines().stream().map(MapView.TextLine::text).toList());
            }
        }
    }
}
