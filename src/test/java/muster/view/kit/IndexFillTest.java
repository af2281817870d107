package muster.view.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.DoubleStream;
import java.util.stream.Stream;
import muster.view.Paper;
import muster.view.kit.KitView.Page;
import org.junit.jupiter.api.Test;

/** The index's pages are used to their foot: no page of a few rows and blank below, and the double-sided run still starts on a front. */
class IndexFillTest {

    /** The lowest thing drawn above the footer, as a share of the page's height. */
    static double used(Page page) {
        double footer = page.size().height() - Sheet.FOOTER;
        return Stream.concat(page.drawing().texts().stream().map(t -> Double.parseDouble(t.y())),
                page.drawing().lines().stream().flatMap(l -> Stream.of(Double.parseDouble(l.y1()), Double.parseDouble(l.y2()))))
                .mapToDouble(Double::doubleValue).filter(y -> y < footer).max().orElse(0) / page.size().height();
    }

    @Test
    void everyIndexPageOfEveryKitIsUsedAndTheDoubleSidedPagesStartOnAFront() throws IOException {
        for (String id : KitLayoutTest.bundled()) {
            for (Paper paper : List.of(Paper.LETTER, Paper.A4)) {
                List<Page> pages = KitLayoutTest.layout(id, KitOptions.plain(paper, 1)).pages();
                for (Page page : pages.stream().filter(p -> p.kind().equals("index")).toList()) {
                    assertTrue(used(page) > 0.6, id + " " + paper + ": index page " + page.number() + " used to " + used(page));
                }
                int calibration = pages.stream().filter(p -> p.kind().equals("calibration")).findFirst().orElseThrow().number();
                assertEquals(1, calibration % 2, id + " " + paper);
            }
        }
    }

    @Test
    void anIndexThatRunsOnRulesTheRestOfItsLastPageForNotes() {
        Sheet sheet = new Sheet(KitOptions.plain(Paper.LETTER, 1), "A long battle");
        List<IndexPages.Row> rows = new ArrayList<>();
        for (int i = 0; i < 90; i++) {
            rows.add(new IndexPages.Row("Unit " + i, "Infantry of the line, company " + i, "First brigade", "Blue", "4 × 1\""));
        }
        List<PageBuilder> pages = IndexPages.pages(sheet, "A long battle: paper-play kit", "rules", List.of("Print it."), rows);
        assertEquals(2, pages.size());
        PageBuilder last = pages.get(1);
        double lowest = last.lines.stream().mapToDouble(l -> Double.parseDouble(l.y1())).max().orElse(0);
        assertTrue(lowest / sheet.height > 0.6, "continued page used to " + lowest / sheet.height);
        assertTrue(last.texts.stream().anyMatch(t -> t.text().equals("Notes")));
        assertTrue(DoubleStream.of(IndexPages.widths(sheet, rows)).sum() <= sheet.width - 2 * Sheet.SIDE + 1e-6);
    }
}
