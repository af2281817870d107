package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every table with a row a turn (the turn tracks, the written-orders and losses sheets) in every game master's pack and handout
 * of the bundled scenarios and the strangers' corpus has rows a third of an inch apart at least, room to write in with a
 * pencil (at 59bc927 they were 0.28 in), read from the turn numbers under each "Turn" column head.
 */
class PencilRowsTest {

    /** A third of an inch, points, less a hair for rounding. */
    static final double PENCIL = 0.33 * 72 - 0.1;

    @TestFactory
    Stream<DynamicTest> rowsATurnAreAThirdOfAnInchApart() {
        return PrintedCorpus.packs().stream().map(pdf -> DynamicTest.dynamicTest(pdf.name(), () -> {
            List<String> thin = new ArrayList<>();
            int tables = 0;
            try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
                for (int p = 1; p <= doc.getNumberOfPages(); p++) {
                    List<Packs.Run> runs = Packs.runs(doc, p);
                    for (Packs.Run head : runs) {
                        if (!head.text().trim().equals("Turn")) {
                            continue;
                        }
                        List<Packs.Run> rows = turnRows(runs, head);
                        if (rows.size() < 2) {
                            continue;
                        }
                        tables++;
                        for (int k = 1; k < rows.size(); k++) {
                            double pitch = rows.get(k).y() - rows.get(k - 1).y();
                            if (pitch < PENCIL) {
                                thin.add("page " + p + " turn " + rows.get(k).text().trim() + ": " + String.format("%.2f", pitch / 72) + " in");
                                break;
                            }
                        }
                    }
                }
            }
            assertTrue(tables > 0, pdf.name() + ": no table a turn");
            assertEquals(List.of(), thin, pdf.name());
        }));
    }

    /** The turn numbers 1, 2, 3... in the column under {@code head}, in order, as far as they run on. */
    static List<Packs.Run> turnRows(List<Packs.Run> runs, Packs.Run head) {
        List<Packs.Run> out = new ArrayList<>();
        for (int turn = 1; ; turn++) {
            String want = String.valueOf(turn);
            float after = out.isEmpty() ? head.y() : out.get(out.size() - 1).y();
            Packs.Run next = runs.stream().filter(r -> r.text().trim().equals(want) && Math.abs(r.x() - head.x()) < 2 && r.y() > after)
                    .min((a, b) -> Float.compare(a.y(), b.y())).orElse(null);
            if (next == null) {
                return out;
            }
            out.add(next);
        }
    }
}
