package muster.view.splendidlittlewar;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import muster.rules.splendidlittlewar.SplendidLittleWar;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The sheets and the encoded data are in muster's own words: no run of {@link #RUN} words of any
 * seed text appears in them. The seeds live beside the project in shared/seeds; without them the
 * test is skipped.
 */
class OwnWordsTest {

    static final int RUN = Integer.getInteger("slw.run", 9);
    static final Path ROOT = Path.of(System.getProperty("basedir", "")).toAbsolutePath();

    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.toLowerCase(Locale.ROOT).replace('’', '\'').split("[^a-z0-9']+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    static Set<String> runs(List<String> words, int n) {
        Set<String> out = new HashSet<>();
        for (int i = 0; i + n <= words.size(); i++) {
            out.add(String.join(" ", words.subList(i, i + n)));
        }
        return out;
    }

    @Test
    void noNineWordRunOfAnySeed() throws IOException {
        Path seeds = ROOT.resolveSibling("shared").resolve("seeds");
        Assumptions.assumeTrue(Files.isDirectory(seeds), "no seeds beside the project at " + seeds);
        Set<String> seedRuns = new HashSet<>();
        try (Stream<Path> files = Files.list(seeds)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".txt")).toList()) {
                seedRuns.addAll(runs(words(Files.readString(f)), RUN));
            }
        }
        assertTrue(seedRuns.size() > 1000, "the seeds were read");
        Scenario s = ScenarioLoader.load(ROOT.resolve("scenarios/las-guasimas.yaml"), "x").scenario().orElseThrow();
        SlwSheets sheets = new SlwSheets();
        ObjectMapper json = new ObjectMapper();
        String printed = json.writeValueAsString(List.of(sheets.cards(s), sheets.charts(s), sheets.rosters(s),
                SplendidLittleWar.INSTANCE.data(), SplendidLittleWar.INSTANCE.vocabulary(),
                SplendidLittleWar.INSTANCE.rules().stream().map(r -> r.summary()).toList()));
        List<String> copied = new ArrayList<>();
        for (String run : runs(words(printed), RUN)) {
            if (seedRuns.contains(run)) {
                copied.add(run);
            }
        }
        assertTrue(copied.isEmpty(), "runs of " + RUN + " words taken from a seed: " + copied);
    }
}
