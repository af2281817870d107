package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A side's words over a patterned ground (a town's hatching, a wood's trees) print dark in greyscale, their ink resolved from
 * templates/map.css as the browser would (the most specific matching rule, the last of equals): at a819a75 El Caney's Spanish
 * "West Co." and "Church Co." on the village's hatching printed in #8a1c1c, grey 61 under `pdftoppm -gray`, paler than the
 * black words beside them; the Cubans' green (grey 82) paler still.
 */
class PatternInkTest {

    /** The palest grey (0 black, 255 white) a side's words on a pattern may print. */
    static final double PALEST = 45;

    record Rule(List<List<String>> selectors, String fill) {
    }

    @TestFactory
    Stream<DynamicTest> aSidesWordsOnAPatternPrintDarkInGrey() throws IOException {
        List<Rule> rules = rules(Files.readString(Path.of("templates/map.css")));
        return Maps.each(d -> {
            List<String> pale = new ArrayList<>();
            for (Object[] l : PlacementTest.labels(d.map())) {
                MapView.Words w = (MapView.Words) l[0];
                List<String> classes = List.of(w.role().split(" "));
                if (!classes.contains("on-pattern") || classes.stream().noneMatch(c -> c.startsWith("side-"))) {
                    continue;
                }
                String fill = fill(rules, classes);
                double grey = grey(fill);
                if (grey > PALEST) {
                    pale.add(w.lines().get(0).text() + " " + fill + " grey " + Math.round(grey));
                }
            }
            assertEquals(List.of(), pale, "pale side words on patterns on the map of " + d.file());
        });
    }

    static List<Rule> rules(String css) {
        List<Rule> out = new ArrayList<>();
        Matcher m = Pattern.compile("([^{}]+)\\{([^}]*)}").matcher(css.replaceAll("(?s)/\\*.*?\\*/", ""));
        while (m.find()) {
            Matcher f = Pattern.compile("(?:^|;)\\s*fill:\\s*(#[0-9a-fA-F]{6})").matcher(m.group(2));
            if (!f.find()) {
                continue;
            }
            List<List<String>> selectors = new ArrayList<>();
            for (String sel : m.group(1).split(",")) {
                String s = sel.strip();
                if (s.matches("(\\.[\\w-]+)+")) {
                    selectors.add(List.of(s.substring(1).split("\\.")));
                }
            }
            out.add(new Rule(selectors, f.group(1)));
        }
        return out;
    }

    /** The fill of an element with these classes: the most classes matched wins, the later of equals; else text's. */
    static String fill(List<Rule> rules, List<String> classes) {
        String best = "#222222";
        int most = 0;
        for (Rule r : rules) {
            for (List<String> sel : r.selectors()) {
                if (classes.containsAll(sel) && sel.size() >= most) {
                    most = sel.size();
                    best = r.fill();
                }
            }
        }
        return best;
    }

    static double grey(String hex) {
        int rgb = Integer.parseInt(hex.substring(1), 16);
        return 0.299 * (rgb >> 16 & 255) + 0.587 * (rgb >> 8 & 255) + 0.114 * (rgb & 255);
    }
}
