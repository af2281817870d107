package muster.view.map;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.DynamicTest;

/** The overview maps of every bundled scenario and of the authors' corpus that checks clean, for the game master and each side. */
final class Maps {

    /** One derived map, with the scenario it was drawn from and its audience. */
    record Drawn(Path file, Scenario scenario, Audience audience, MapView map) {
    }

    interface Check {
        void run(Drawn d) throws Exception;
    }

    /** Each map derived once per test run and shared by every test class that reads it (about 100 maps, 15 classes). */
    private static final Map<String, MapView> DERIVED = new ConcurrentHashMap<>();

    private Maps() {
    }

    static Stream<DynamicTest> each(Check check) throws IOException {
        return PlacementTest.files().stream().flatMap(file -> {
            LoadResult r = ScenarioLoader.load(file, file.toString());
            if (r.scenario().isEmpty() || Checks.diagnostics(r.scenario().get()).hasErrors()) {
                return Stream.of();
            }
            Scenario s = r.scenario().get();
            List<Audience> audiences = new ArrayList<>(List.of(Audience.gameMaster()));
            s.sides().forEach(side -> audiences.add(Audience.side(side.id())));
            return audiences.stream().map(a -> DynamicTest.dynamicTest(file.getFileName() + " for " + a, () -> {
                MapView map = DERIVED.computeIfAbsent(file.toAbsolutePath() + " for " + a,
                        k -> new MapDeriver(s, MapOptions.fit(a, false, 10.3, 7.0), Checks.sheets(s)).derive());
                check.run(new Drawn(file, s, a, map));
            }));
        });
    }

    static double num(String s) {
        return Double.parseDouble(s);
    }
}
