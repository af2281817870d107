package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.view.map.MapView;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every map's key is numbered 1, 2, 3 ... with no number left out, for its own reader: the game master's and each side's, of
 * every bundled and authors' scenario, on Letter and on A4. At 59bc927 a side's map took the game master's numbers and
 * skipped the notes it did not show: San Juan's Spanish handout keyed 1, 2, 7, 8, 9, which a player read as notes removed.
 */
class KeyGapsTest {

    @TestFactory
    Stream<DynamicTest> everyMapsKeyRunsFromOneWithoutAGap() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path dir : List.of(Path.of("scenarios"), Path.of("src/test/resources/authors"))) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(files::add);
            }
        }
        return files.stream().flatMap(file -> Stream.of(Paper.LETTER, Paper.A4).map(paper -> DynamicTest.dynamicTest(
                file.getFileName() + " on " + paper.cssName(), () -> {
                    LoadResult r = ScenarioLoader.load(file, file.toString());
                    if (r.scenario().isEmpty() || Checks.diagnostics(r.scenario().get()).hasErrors()) {
                        return;
                    }
                    Scenario s = r.scenario().get();
                    Documents d = Views.documents(Checks.checked(s), paper);
                    List<String> gaps = new ArrayList<>();
                    check("game master", d.gameMaster().map(), gaps);
                    for (Side side : s.sides()) {
                        check(side.id(), d.handout(side.id()).map(), gaps);
                    }
                    assertEquals(List.of(), gaps, "keys with a number left out");
                })));
    }

    private static void check(String who, MapView map, List<String> gaps) {
        List<String> numbers = map.captions().key().stream().map(MapView.KeyEntry::number).toList();
        List<String> wanted = IntStream.rangeClosed(1, numbers.size()).mapToObj(String::valueOf).toList();
        if (!numbers.equals(wanted)) {
            gaps.add(who + "'s map keys " + String.join(", ", numbers));
        }
    }
}
