package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import muster.view.Paper;
import muster.view.TextWidth;
import muster.view.kit.KitView.CounterFace;
import muster.view.kit.KitView.Page;
import muster.view.kit.KitView.Text;
import org.junit.jupiter.api.Test;

/** The counters of one kind share one label size, and every label keeps a margin inside the counter's edges. */
class CounterLabelSizeTest {

    @Test
    void countersOfOneSizeShareOneLabelSizeClearOfTheirEdges() throws IOException {
        for (String id : KitLayoutTest.bundled()) {
            for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
                Map<String, Set<String>> sizes = new TreeMap<>();
                for (Page page : KitLayoutTest.layout(id, KitOptions.plain(paper, 1)).pages()) {
                    for (CounterFace f : page.drawing().counters()) {
                        double width = Double.parseDouble(f.outline().trim().width());
                        String kind = f.outline().trim().width() + " by " + f.outline().trim().height();
                        for (Text t : f.label()) {
                            sizes.computeIfAbsent(kind, k -> new TreeSet<>()).add(t.size());
                            // (the size is printed rounded to hundredths of a point)
                            double words = TextWidth.CONDENSED_BOLD.of(t.text(), Double.parseDouble(t.size()));
                            assertTrue(words <= width * (1 - 2 * Faces.LABEL_MARGIN) + 0.05,
                                    () -> id + " " + paper + ": '" + t.text() + "' " + words + " pt across on a counter " + width);
                        }
                    }
                }
                sizes.forEach((kind, set) -> assertEquals(1, set.size(), id + " " + paper + " counters of " + kind + ": " + set));
            }
        }
    }
}
