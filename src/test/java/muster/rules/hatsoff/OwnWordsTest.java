package muster.rules.hatsoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The interpretations, move and order rules are muster's own words: no run of nine words from
 * the seed (the house check). The seed lives outside the repository (../shared/seeds, or
 * -Dmuster.seeds=DIR); without it the test is skipped.
 */
class OwnWordsTest {

    static final int RUN = 9;
    static final Pattern WORD = Pattern.compile("[a-z0-9]+");

    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    static Set<String> runs(List<String> w) {
        Set<String> out = new HashSet<>();
        for (int i = 0; i + RUN <= w.size(); i++) {
            out.add(String.join(" ", w.subList(i, i + RUN)));
        }
        return out;
    }

    @Test
    void noNineWordRunOfTheSeed() throws IOException {
        Path dir = Path.of(System.getProperty("muster.seeds", Path.of(System.getProperty("basedir", ".")).toAbsolutePath()
                .resolve("../shared/seeds").normalize().toString()));
        Path seed = dir.resolve(Hatsoff.INSTANCE.source());
        Assumptions.assumeTrue(Files.isRegularFile(seed), "no seed at " + seed);
        Set<String> seedRuns = runs(words(Files.readString(seed)));
        List<String> ours = new ArrayList<>();
        Interpretations.ALL.forEach(i -> ours.add(i.topic() + ". " + i.text()));
        ours.addAll(Movement.RULES);
        ours.addAll(WrittenOrders.RULES);
        ours.addAll(TurnSequence.PHASES);
        Morale.RESULTS.forEach(r -> ours.add(r.effect()));
        List<String> copied = new ArrayList<>();
        for (String text : ours) {
            for (String run : runs(words(text))) {
                if (seedRuns.contains(run)) {
                    copied.add(run);
                }
            }
        }
        assertEquals(List.of(), copied);
    }

    @Test
    void theRunCheckFindsACopiedSentence() {
        // The check itself works: nine words in a row taken from a text are caught, eight are not.
        Set<String> text = runs(words("Every gunner in the battery counts his shells twice before the sun goes down."));
        assertTrue(runs(words("so every gunner in the battery counts his shells twice, they say")).stream().anyMatch(text::contains));
        assertTrue(runs(words("every gunner in the battery counts his shells; once")).stream().noneMatch(text::contains));
    }
}
