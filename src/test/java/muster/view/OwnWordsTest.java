package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import muster.rules.Engine;
import muster.rules.Rule;
import muster.rules.RuleSet;
import muster.rulesets.Checks;
import muster.rulesets.RuleSets;
import muster.scenario.Scenario;
import muster.view.kit.KitLayout;
import muster.view.kit.KitOptions;
import org.junit.jupiter.api.Test;

/**
 * The house rule on wording: nothing muster prints repeats a run of {@value #RUN} or more words
 * of any seed text. Read for every registered rule set (its data, its words and every check's
 * summary) and every bundled scenario (its pack, table map and kit on each paper, but not the
 * briefings, which are the scenario author's). Skipped where the seeds, ../shared/seeds beside
 * the project, are not at hand.
 */
class OwnWordsTest {

    static final int RUN = 9;
    /** Pack fields the scenario's author writes, not muster. */
    static final Set<String> AUTHORS = Set.of("briefing", "sideBriefings");
    static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void nothingPrintedRepeatsNineWordsOfASeed() throws IOException {
        Set<String> seedRuns = new HashSet<>();
        for (Path seed : seeds()) {
            seedRuns.addAll(runs(read(seed)));
        }
        Map<String, String> printed = new LinkedHashMap<>();
        for (RuleSet r : RuleSets.all()) {
            strings(JSON.valueToTree(r.data()), r.id() + " data", printed);
            strings(JSON.valueToTree(r.vocabulary()), r.id() + " vocabulary", printed);
            for (Rule rule : Engine.rules(r)) {
                printed.putIfAbsent(rule.summary(), rule.id() + " summary");
            }
        }
        for (Path file : GoldenViewsTest.scenarioFiles()) {
            Scenario s = GoldenViewsTest.load(file);
            for (Paper paper : Paper.values()) {
                strings(JSON.valueToTree(Views.pack(Checks.checked(s), paper)), file.getFileName() + " pack", printed);
                strings(JSON.valueToTree(Views.table(Checks.checked(s), paper, 1)), file.getFileName() + " table", printed);
                strings(JSON.valueToTree(KitLayout.layout(Checks.checked(s), KitOptions.plain(paper, 1)).pages()),
                        file.getFileName() + " kit", printed);
            }
        }
        assertEquals(List.of(), copied(seedRuns, printed), "runs of " + RUN + " words copied from a seed");
    }

    @Test
    void theCheckFindsAPlantedRun() {
        Set<String> seed = runs("Every gunner in the battery counts his shells twice before the sun goes down.");
        assertEquals(List.of("every gunner in the battery counts his shells twice  <- a chart"),
                copied(seed, Map.of("So every gunner in the battery counts his shells twice, they say.", "a chart")));
        assertEquals(List.of(), copied(seed, Map.of("Every gunner in the battery counts his shells; once more.", "a card")));
    }

    @Test
    void theCheckFindsARunPlantedFromEachSeed() throws IOException {
        for (Path seed : seeds()) {
            List<String> words = words(read(seed));
            String planted = "Our own words, then " + String.join(" ", words.subList(words.size() / 2, words.size() / 2 + RUN)) + ".";
            assertFalse(copied(runs(read(seed)), Map.of(planted, "planted")).isEmpty(), seed.toString());
        }
    }

    /** The seed texts, or the test is skipped. */
    static List<Path> seeds() throws IOException {
        Path dir = Path.of(System.getProperty("basedir", "")).resolve("../shared/seeds");
        assumeTrue(Files.isDirectory(dir), "no seeds at " + dir);
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> seeds = files.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
            assumeTrue(!seeds.isEmpty(), "no seed texts in " + dir);
            return seeds;
        }
    }

    static String read(Path seed) throws IOException {
        return new String(Files.readAllBytes(seed), StandardCharsets.UTF_8);
    }

    /** Every string under {@code node}, each with where it was found. */
    static void strings(JsonNode node, String where, Map<String, String> out) {
        if (node.isTextual()) {
            out.putIfAbsent(node.asText(), where);
        } else if (node.isArray()) {
            node.forEach(n -> strings(n, where, out));
        } else if (node.isObject()) {
            for (Map.Entry<String, JsonNode> f : node.properties()) {
                if (!AUTHORS.contains(f.getKey())) {
                    strings(f.getValue(), where + "." + f.getKey(), out);
                }
            }
        }
    }

    /** Each run of {@code printed} (text to where) found in {@code seedRuns}; text by text, so no run straddles two strings. */
    static List<String> copied(Set<String> seedRuns, Map<String, String> printed) {
        List<String> out = new ArrayList<>();
        printed.forEach((text, where) -> runs(text).stream().filter(seedRuns::contains).sorted()
                .forEach(run -> out.add(run + "  <- " + where)));
        return out;
    }

    static Set<String> runs(String text) {
        List<String> w = words(text);
        Set<String> out = new HashSet<>();
        for (int i = 0; i + RUN <= w.size(); i++) {
            out.add(String.join(" ", w.subList(i, i + RUN)));
        }
        return out;
    }

    /** Letters and digits in any script, lower case; everything else separates words. */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }
}
