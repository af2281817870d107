package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.stream.Stream;
import muster.view.Paper;
import org.junit.jupiter.api.Test;

/**
 * The kit's own wording (index, captions, counters, markers, rulers, templates, deck backs) repeats
 * no run of nine words of a seed text; the cards it reprints are the pack's, read by the pack's
 * own test. Skipped where the seeds ({@code ../shared/seeds}, or {@code -Dmuster.seeds=DIR}) are not at hand.
 */
class KitOwnWordsTest {

    static final int RUN = 9;

    @Test
    void theKitRepeatsNoNineWordsOfASeed() throws IOException {
        Set<String> seedRuns = new HashSet<>();
        for (Path seed : seeds()) {
            seedRuns.addAll(runs(Files.readString(seed, StandardCharsets.UTF_8)));
        }
        ObjectMapper json = new ObjectMapper();
        List<String> copied = new ArrayList<>();
        for (String id : KitLayoutTest.bundled()) {
            KitView kit = KitLayoutTest.layout(id, KitOptions.plain(Paper.LETTER, 1));
            List<String> texts = new ArrayList<>();
            strings(json.valueToTree(kit.pages()), texts);
            for (String text : texts) {
                runs(text).stream().filter(seedRuns::contains).forEach(run -> copied.add(id + ": " + run));
            }
        }
        assertEquals(List.of(), copied);
    }

    static List<Path> seeds() throws IOException {
        String given = System.getProperty("muster.seeds", "");
        Path dir = given.isEmpty() ? Path.of(System.getProperty("basedir", "")).resolve("../shared/seeds") : Path.of(given);
        assumeTrue(Files.isDirectory(dir), "no seeds at " + dir);
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
    }

    static void strings(JsonNode node, List<String> out) {
        if (node.isTextual()) {
            out.add(node.asText());
        } else {
            node.forEach(n -> strings(n, out));
        }
    }

    static Set<String> runs(String text) {
        List<String> w = new ArrayList<>();
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!word.isEmpty()) {
                w.add(word);
            }
        }
        Set<String> out = new HashSet<>();
        for (int i = 0; i + RUN <= w.size(); i++) {
            out.add(String.join(" ", w.subList(i, i + RUN)));
        }
        return out;
    }
}
