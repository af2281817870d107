package muster.view.mexicanrevolution;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import muster.rules.Engine;
import muster.rules.mexicanrevolution.MexicanRevolution;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.Paper;
import muster.view.Views;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The house rule on wording: nothing muster prints for mexican-revolution (its data, words, check
 * summaries, and the whole derived pack of the bundled scenario) repeats a run of 9 or more words of
 * the seed. Runs only where the seeds are at hand ({@code -Dmuster.seeds=DIR}, else
 * {@code ../shared/seeds} beside the project).
 */
class SeedWordingTest {

    static final int RUN = 9;

    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }

    static Set<String> runs(List<String> words) {
        Set<String> out = new HashSet<>();
        for (int i = 0; i + RUN <= words.size(); i++) {
            out.add(String.join(" ", words.subList(i, i + RUN)));
        }
        return out;
    }

    static Path seeds() {
        String dir = System.getProperty("muster.seeds");
        return dir != null ? Path.of(dir)
                : Path.of(System.getProperty("basedir", "")).toAbsolutePath().resolve("../shared/seeds").normalize();
    }

    @Test
    void noRunOfNineSeedWordsIsPrinted() throws IOException {
        Path dir = seeds();
        Assumptions.assumeTrue(Files.isRegularFile(dir.resolve(MexicanRevolution.INSTANCE.source())), "seeds not at hand: " + dir);
        // Every seed, not only this rule set's own: no text of any of them may be pasted.
        Set<String> seedRuns = new HashSet<>();
        try (var files = Files.list(dir)) {
            for (Path seed : files.filter(f -> f.getFileName().toString().endsWith(".txt")).toList()) {
                seedRuns.addAll(runs(words(Files.readString(seed, StandardCharsets.UTF_8))));
            }
        }
        ObjectMapper json = new ObjectMapper();
        MexicanRevolution r = MexicanRevolution.INSTANCE;
        StringBuilder printed = new StringBuilder();
        printed.append(json.writeValueAsString(r.data())).append('\n');
        printed.append(json.writeValueAsString(r.vocabulary())).append('\n');
        Engine.rules(r).forEach(rule -> printed.append(rule.summary()).append('\n'));
        Scenario torreon = ScenarioLoader.load(MxrSheetsTest.TORREON, "torreon-1914.yaml").scenario().orElseThrow();
        printed.append(json.writeValueAsString(Views.pack(torreon, Paper.LETTER)));
        // Compare text piece by piece so a run cannot straddle two unrelated strings.
        List<String> found = new ArrayList<>();
        for (String piece : printed.toString().split("\"|\\\\n|\n")) {
            for (String run : runs(words(piece))) {
                if (seedRuns.contains(run)) {
                    found.add(run);
                }
            }
        }
        assertEquals(List.of(), found, "runs of " + RUN + " words copied from the seed");
    }

    @Test
    void theCheckFindsACopiedSentence() {
        List<String> seedWords = words("Figures may not board or debark from a train in a turn in which it moves.");
        Set<String> copied = runs(words("Note: figures may not board or debark from a train in a turn, says the text."));
        copied.retainAll(runs(seedWords));
        assertEquals(4, copied.size(), copied.toString());
    }
}
