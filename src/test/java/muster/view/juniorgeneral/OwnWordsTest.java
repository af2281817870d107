package muster.view.juniorgeneral;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
import muster.rules.juniorgeneral.Interpretations;
import muster.rules.juniorgeneral.JuniorGeneral;
import muster.scenario.Scenario;
import muster.scenario.load.ScenarioLoader;
import muster.view.Card;
import muster.view.Chart;
import org.junit.jupiter.api.Test;

/**
 * The printed sheets are in muster's own words: no run of 9 or more words of any seed text appears
 * on the chart, the cards or the interpretations (numbers and short phrases may repeat).
 */
class OwnWordsTest {

    static final int RUN = 9;

    static Path seeds() {
        Path base = Path.of(System.getProperty("basedir", "")).toAbsolutePath();
        for (Path p : List.of(base.resolveSibling("shared").resolve("seeds"), Path.of("/work/shared/seeds"))) {
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        return null;
    }

    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.toLowerCase(Locale.ROOT).split("[^a-z0-9/]+")) {
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

    @Test
    void noNineWordRunOfAnySeedIsPrinted() throws IOException {
        Path dir = seeds();
        assumeTrue(dir != null, "seed texts not found next to the project");
        Set<String> seedRuns = new HashSet<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".txt")).toList()) {
                seedRuns.addAll(runs(words(Files.readString(f, StandardCharsets.ISO_8859_1))));
            }
        }
        assumeTrue(!seedRuns.isEmpty(), "no seed text");
        // The detector itself: nine words of the seed's sentence on where the thrower stands.
        assertTrue(seedRuns.contains(String.join(" ", words("tosser should be standing at least one foot behind"))));
        Scenario s = ScenarioLoader.load(JrgSheetsTest.SCENARIO, "teddys-wild-ride.yaml").scenario().orElseThrow();
        JrgSheets sheets = new JrgSheets();
        List<String> printed = new ArrayList<>();
        for (Chart c : sheets.charts(s)) {
            for (Chart.Section sec : c.sections()) {
                for (Chart.Block b : sec.blocks()) {
                    if (b instanceof Chart.Para p) {
                        printed.add(p.text());
                    } else if (b instanceof Chart.Bullets l) {
                        printed.addAll(l.items());
                    } else if (b instanceof Chart.Note n) {
                        printed.add(n.text());
                    } else if (b instanceof Chart.Table t) {
                        t.rows().forEach(r -> printed.add(String.join(" ", r)));
                        printed.add(t.caption());
                    }
                }
            }
        }
        for (Card c : sheets.cards(s)) {
            c.facts().forEach(f -> printed.add(f.label() + " " + f.value()));
            printed.addAll(c.notes());
        }
        Interpretations.ALL.forEach(i -> printed.add(i.text()));
        JuniorGeneral.INSTANCE.rules().forEach(r -> printed.add(r.summary()));
        List<String> copied = new ArrayList<>();
        for (String text : printed) {
            for (String run : runs(words(text))) {
                if (seedRuns.contains(run)) {
                    copied.add(run + "  <- " + text);
                }
            }
        }
        assertEquals(List.of(), copied, "runs of " + RUN + " words copied from a seed");
    }
}
