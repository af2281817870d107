package muster.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import muster.rules.Engine;
import muster.rules.Rule;
import muster.rules.RuleSet;
import muster.rulesets.Checks;
import muster.rulesets.RuleSets;
import muster.scenario.Scenario;
import muster.view.kit.KitOptions;
import muster.view.table.TablePaper;
import org.junit.jupiter.api.Test;

/**
 * The house rule on wording: nothing muster prints repeats a run of {@value #RUN} or more words
 * of any seed text. Read for every registered rule set (its data, its words and every check's
 * summary) and every bundled scenario (its pack, table map and kit on each paper, but not the
 * briefings, which are the scenario author's). The seeds (../shared/seeds beside the project) may
 * not be copied into it, so the test carries their runs' fingerprints instead
 * (src/test/resources/view/seed-runs.txt) and runs with or without the seeds at hand; where they
 * are, the fingerprints are checked against them.
 */
class OwnWordsTest {

    static final int RUN = 9;
    /** Pack fields the scenario's author writes, not muster. */
    static final Set<String> AUTHORS = Set.of("briefing", "sideBriefings");
    static final ObjectMapper JSON = new ObjectMapper();
    static final Path BASE = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
    static final Path SEEDS = BASE.resolve("../shared/seeds").normalize();
    static final Path FINGERPRINTS = BASE.resolve("src/test/resources/view/seed-runs.txt");
    /** Ends the header of the fingerprints file and starts each seed's fingerprints. */
    static final String SEED = "seed ";

    @Test
    void nothingPrintedRepeatsNineWordsOfASeed() throws IOException {
        Set<String> seedRuns = new HashSet<>();
        keptFingerprints().values().forEach(seedRuns::addAll);
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
                strings(JSON.valueToTree(Views.documents(Checks.checked(s), paper).gameMaster()), file.getFileName() + " pack", printed);
                strings(JSON.valueToTree(Views.documents(Checks.checked(s), paper).table(new Documents.TableChoice(TablePaper.of(paper), 1, false))), file.getFileName() + " table", printed);
                strings(JSON.valueToTree(Views.documents(Checks.checked(s), Paper.LETTER).kit(KitOptions.plain(paper, 1)).pages()),
                        file.getFileName() + " kit", printed);
            }
        }
        assertEquals(List.of(), copied(seedRuns, printed), "runs of " + RUN + " words copied from a seed");
    }

    @Test
    void theCheckFindsAPlantedRun() {
        Set<String> seed = fingerprints(runs("Every gunner in the battery counts his shells twice before the sun goes down."));
        assertEquals(List.of("every gunner in the battery counts his shells twice  <- a chart"),
                copied(seed, Map.of("So every gunner in the battery counts his shells twice, they say.", "a chart")));
        assertEquals(List.of(), copied(seed, Map.of("Every gunner in the battery counts his shells; once more.", "a card")));
    }

    @Test
    void theFingerprintsAreTheSeedsRuns() throws IOException {
        if (Files.isDirectory(SEEDS)) {
            Map<String, Set<String>> made = new TreeMap<>();
            for (Path seed : seeds()) {
                made.put(seed.getFileName().toString(), fingerprints(runs(read(seed))));
            }
            if (Boolean.getBoolean("muster.golden.update")) {
                writeFingerprints(made);
            }
            Map<String, Set<String>> kept = keptFingerprints();
            assertEquals(made.keySet(), kept.keySet(), "the seeds in " + SEEDS);
            for (Path seed : seeds()) {
                String name = seed.getFileName().toString();
                assertTrue(made.get(name).equals(kept.get(name)), FINGERPRINTS + " does not hold " + name
                        + " as it is now: make the fingerprints again (run the tests with -Dmuster.golden.update=true)");
                List<String> words = words(read(seed));
                String planted = "Our own words, then " + String.join(" ", words.subList(words.size() / 2, words.size() / 2 + RUN)) + ".";
                assertFalse(copied(kept.get(name), Map.of(planted, "planted")).isEmpty(), name);
            }
        }
        Map<String, Set<String>> kept = keptFingerprints();
        assertEquals(5, kept.size(), "fingerprints of the five rule sets' texts in " + FINGERPRINTS);
        kept.forEach((seed, runs) -> assertTrue(runs.size() >= 500, seed + " has only " + runs.size() + " runs"));
    }

    /** The seed texts beside the project. */
    static List<Path> seeds() throws IOException {
        try (Stream<Path> files = Files.list(SEEDS)) {
            return files.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
    }

    /** The fingerprints the test carries, by seed. */
    static Map<String, Set<String>> keptFingerprints() throws IOException {
        Map<String, Set<String>> out = new TreeMap<>();
        Set<String> current = null;
        for (String line : Files.readAllLines(FINGERPRINTS, StandardCharsets.UTF_8)) {
            if (line.startsWith(SEED)) {
                current = new HashSet<>();
                out.put(line.substring(SEED.length()), current);
            } else if (current != null && !line.isBlank()) {
                current.add(line.strip());
            }
        }
        return out;
    }

    /** Writes {@code made} under the header the file has. */
    static void writeFingerprints(Map<String, Set<String>> made) throws IOException {
        String old = Files.readString(FINGERPRINTS, StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(old.substring(0, old.indexOf("\n" + SEED) + 1));
        made.forEach((seed, prints) -> {
            out.append(SEED).append(seed).append('\n');
            prints.stream().sorted().forEach(p -> out.append(p).append('\n'));
        });
        Files.writeString(FINGERPRINTS, out, StandardCharsets.UTF_8);
    }

    /** Each run's fingerprint: the first six bytes of the SHA-256 of its UTF-8, in hex. */
    static Set<String> fingerprints(Set<String> runs) {
        Set<String> out = new HashSet<>();
        for (String run : runs) {
            out.add(fingerprint(run));
        }
        return out;
    }

    static String fingerprint(String run) {
        return HexFormat.of().formatHex(SHA_256.get().digest(run.getBytes(StandardCharsets.UTF_8)), 0, 6);
    }

    static final ThreadLocal<MessageDigest> SHA_256 = ThreadLocal.withInitial(() -> {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    });

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

    /**
     * Each run of {@code printed} (text to where) whose fingerprint is one of {@code seedRuns}; text by text, so no run
     * straddles two strings.
     */
    static List<String> copied(Set<String> seedRuns, Map<String, String> printed) {
        List<String> out = new ArrayList<>();
        printed.forEach((text, where) -> runs(text).stream().filter(run -> seedRuns.contains(fingerprint(run))).sorted()
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
