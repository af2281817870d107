package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import muster.view.Paper;
import muster.view.Views;
import muster.view.kit.KitView.CounterFace;
import muster.view.kit.KitView.Page;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A counter page is not spent on a few pieces: the counters of one size on a front page do not
 * all fit in the room one row of that size has on the counter page before it (Teddy's three
 * "North" counters on a sheet of their own, fronts and backs, beside a row of three with room for four).
 */
class CounterRoomTest {

    @TestFactory
    Stream<DynamicTest> noCounterPageHoldsWhatOneRowOfThePageBeforeHasRoomFor() {
        return KitScenarios.all().stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> check(file)));
    }

    private static void check(Path file) {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            KitView kit = Views.documents(KitScenarios.checked(file), paper).kit(KitOptions.plain(paper, 1));
            List<Page> fronts = kit.pages().stream().filter(p -> !p.back() && !p.drawing().counters().isEmpty()).toList();
            // per size, the most counters a row of that size holds anywhere in the kit: a full row
            Map<String, Integer> columns = new TreeMap<>();
            List<Map<String, Map<Double, Integer>>> rows = new ArrayList<>();
            for (Page p : fronts) {
                Map<String, Map<Double, Integer>> bySize = new TreeMap<>();
                for (CounterFace c : p.drawing().counters()) {
                    KitView.Box t = c.outline().trim();
                    bySize.computeIfAbsent(t.width() + "x" + t.height(), k -> new TreeMap<>()).merge(Double.parseDouble(t.y()), 1,
                            Integer::sum);
                }
                bySize.forEach((size, r) -> r.values().forEach(n -> columns.merge(size, n, Math::max)));
                rows.add(bySize);
            }
            for (int i = 1; i < fronts.size(); i++) {
                for (Map.Entry<String, Map<Double, Integer>> here : rows.get(i).entrySet()) {
                    String size = here.getKey();
                    int count = here.getValue().values().stream().mapToInt(Integer::intValue).sum();
                    Map<Double, Integer> before = rows.get(i - 1).getOrDefault(size, Map.of());
                    int room = before.values().stream().mapToInt(n -> columns.get(size) - n).max().orElse(0);
                    assertTrue(count > room, file + " " + paper + ": page " + fronts.get(i).number() + " holds " + count + " counters of "
                            + size + " pt that one row of page " + fronts.get(i - 1).number() + " has room for (" + room + ")");
                }
            }
        }
    }
}
