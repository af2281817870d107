package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import muster.rulesets.Checks;
import muster.view.Paper;
import muster.view.Views;
import muster.view.kit.KitView.Page;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A range stick in the fewest pieces its paper allows, as a commercial one: each strip as long as the page's long side holds
 * within its margins, a tab at every join (a reviewer: "the 36" stick comes in five pieces", a 24" stick in 3 strips and a
 * 12" extension in 2, where 4 strips of 9" hold it), and each strip of whole inches but the last, which takes what is left, so
 * a join is a mark a player reads off (a reviewer: Torreón's 48" stick "in 3 strips of 9.7 table inches").
 */
class StickPiecesTest {

    static Stream<DynamicTest> each(java.util.function.BiConsumer<Path, KitOptions> check) {
        return KitScenarios.all().stream().flatMap(file -> Stream.of(Paper.LETTER, Paper.A4).map(paper -> DynamicTest.dynamicTest(
                file + " " + paper.word(), () -> check.accept(file, KitOptions.plain(paper, 1)))));
    }

    /** The fewest strips of {@code inches} along the long side of {@code o}'s paper: each but the last has a tab the next lies on. */
    static int fewest(double inches, KitOptions o) {
        double across = o.paper().height() * 72 - 2 * Sheet.SIDE;
        double length = inches * 72 / o.scale();
        int n = 1;
        while (n * across - (n - 1) * Strips.TAB < length - 0.01) {
            n++;
        }
        // strips of whole inches take one more only where that many cannot carry it: 72" on A4, whose strips hold 10" with a tab
        int whole = (int) Math.floor((o.paper().height() * 72 - 2 * Strips.SIDE - Strips.TAB) * o.scale() / 72 + 1e-9);
        return n == 1 ? 1 : Math.max(n, (int) Math.ceil(inches / whole - 1e-9));
    }

    @TestFactory
    Stream<DynamicTest> everyStickIsInTheFewestStripsThePaperAllowsWithATabAtEveryJoin() {
        return each((file, o) -> {
            KitContent content = Checks.sheets(KitScenarios.scenario(file)).kit();
            KitView kit = Views.documents(KitScenarios.checked(file), o.paper()).kit(o);
            Map<String, Integer> strips = new LinkedHashMap<>();
            String stick = null;
            int here = 0;
            for (Page p : kit.pages()) {
                for (KitView.Text t : p.drawing().texts()) {
                    if (t.role().equals("strip-title")) {
                        // an extension's strips belong to the stick before them
                        if (!t.text().startsWith("Long-range extension")) {
                            stick = t.text().replaceAll(" · strip \\d+ of \\d+ .*", "");
                        }
                        strips.merge(stick, 1, Integer::sum);
                        java.util.regex.Matcher m = java.util.regex.Pattern.compile("strip (\\d+) of (\\d+) \\(([\\d.]+)–([\\d.]+)\"\\)")
                                .matcher(t.text());
                        if (m.find()) {
                            // every join at a whole inch: each strip starts at one, and all but the last end at one
                            assertTrue(!m.group(3).contains(".") && (m.group(1).equals(m.group(2)) || !m.group(4).contains(".")),
                                    file + " " + o.paper().word() + ": " + t.text());
                        }
                    }
                    here += t.role().equals("glue-text") && t.text().equals("here") ? 1 : 0;
                }
            }
            int joins = 0;
            Map<String, Double> sticks = new LinkedHashMap<>();
            content.rulers().stream().map(ShortStick::of).forEach(r -> sticks.put(r.title(), (double) r.inches() - r.start()));
            content.templates().stream().filter(t -> t instanceof KitContent.Line).map(t -> (KitContent.Line) t)
                    .forEach(l -> sticks.put(l.title(), Math.ceil(l.length() - 1e-9)));
            for (Map.Entry<String, Double> e : sticks.entrySet()) {
                int n = fewest(e.getValue(), o);
                assertEquals(n, strips.getOrDefault(e.getKey(), 0), file + " " + o.paper().word() + ": strips of " + e.getKey() + " ("
                        + e.getValue() + "\"), " + strips);
                joins += n - 1;
            }
            assertEquals(joins, here, file + " " + o.paper().word() + ": a tab at every join");
            assertTrue(strips.size() <= sticks.size(), strips.toString());
        });
    }
}
