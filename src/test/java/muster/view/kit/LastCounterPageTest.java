package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import muster.view.Paper;
import muster.view.Views;
import muster.view.kit.KitView.Drawing;
import muster.view.kit.KitView.Page;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A counter page is not spent, front and back, on a few counters alone while the kit's markers,
 * rulers or templates could fill its room (El Caney on Letter: 133 counters where a page holds 132,
 * the last 14 alone on a sheet, the markers on a sheet of their own), in the bundled kits and the authors' (Mexican Revolution
 * 4 on Letter: 9 counters alone on page 15, its markers on landscape pages).
 */
class LastCounterPageTest {

    @TestFactory
    Stream<DynamicTest> noCounterPageHoldsAFewCountersAndNothingElse() {
        return KitScenarios.all().stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> check(file)));
    }

    private static void check(Path file) {
        for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
            KitView kit = Views.documents(KitScenarios.checked(file), paper).kit(KitOptions.plain(paper, 1));
            List<Page> fronts = kit.pages().stream().filter(p -> !p.back() && !p.drawing().counters().isEmpty()).toList();
            boolean smallItems = kit.pages().stream().anyMatch(p -> !p.drawing().markers().isEmpty());
            int most = fronts.stream().mapToInt(p -> p.drawing().counters().size()).max().orElse(0);
            for (Page p : fronts) {
                Drawing d = p.drawing();
                boolean alone = d.markers().isEmpty() && d.fills().isEmpty() && d.paths().isEmpty() && d.rings().isEmpty();
                assertTrue(!smallItems || !alone || d.counters().size() * 4 > most, file + " " + paper + ": page " + p.number()
                        + " holds " + d.counters().size() + " counters and nothing else, where a page holds " + most);
            }
        }
    }
}
