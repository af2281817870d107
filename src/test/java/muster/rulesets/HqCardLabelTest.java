package muster.rulesets;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import muster.scenario.Scenario;
import muster.scenario.load.LoadResult;
import muster.scenario.load.ScenarioLoader;
import muster.view.Card;
import muster.view.RuleSetSheets;
import muster.view.kit.KitContent;
import org.junit.jupiter.api.Test;

/**
 * A headquarters' card carries the label of its counter in the kit, as every unit's card does: an author's Celaya printed
 * Obregón's card with no label, beside counters that all had one (a reviewer: "unlike every other card").
 */
class HqCardLabelTest {

    static final Path ROOT = Path.of(System.getProperty("basedir", "")).toAbsolutePath();

    @Test
    void everyHeadquartersCardNamesItsCounter() throws IOException {
        int seen = 0;
        for (String folder : List.of("scenarios", "src/test/resources/authors")) {
            try (Stream<Path> files = Files.list(ROOT.resolve(folder))) {
                for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                    LoadResult r = ScenarioLoader.parse(f.getFileName().toString(), Files.readAllBytes(f));
                    if (r.scenario().isEmpty()) {
                        continue;
                    }
                    Scenario s = r.scenario().get();
                    RuleSetSheets sheets = Checks.sheets(s);
                    Set<String> hqCounters = sheets.kit().counters().stream().filter(c -> c.unitId().startsWith("hq-"))
                            .map(KitContent.Counter::label).collect(Collectors.toSet());
                    Set<String> hqNames = s.sides().stream().flatMap(side -> side.hq().stream()).map(h -> h.name()).collect(Collectors.toSet());
                    for (Card c : sheets.cards()) {
                        if (hqNames.contains(c.title()) && !hqCounters.isEmpty()) {
                            seen++;
                            assertTrue(hqCounters.contains(c.label()), f.getFileName() + ": " + c.title() + " labelled '" + c.label() + "', counters "
                                    + hqCounters);
                        }
                    }
                }
            }
        }
        assertTrue(seen >= 10, "headquarters cards seen: " + seen);
    }
}
