package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Each rule set's player aid prints on exactly two pages, one sheet both sides: its front on an
 * odd page, its reverse on the next, and then the end of a handout or the game master's appendix.
 */
class PlayerAidTest {

    static final String FRONT = "Player aid ·";
    static final String BACK = "player aid, reverse";
    static final String APPENDIX = "Game master's appendix";

    @TestFactory
    Stream<DynamicTest> theAidIsOneSheetBothSides() {
        return PrintedCorpus.packs().stream().map(pdf -> DynamicTest.dynamicTest(pdf.name(), () -> {
            List<String> pages;
            try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
                pages = Packs.pageTexts(doc);
            }
            List<Integer> fronts = new ArrayList<>();
            List<Integer> backs = new ArrayList<>();
            for (int i = 0; i < pages.size(); i++) {
                if (pages.get(i).contains(FRONT)) {
                    fronts.add(i + 1);
                }
                if (pages.get(i).contains(BACK)) {
                    backs.add(i + 1);
                }
            }
            assertEquals(1, fronts.size(), pdf.name() + ": pages with the aid's front " + fronts);
            int front = fronts.get(0);
            assertEquals(List.of(front + 1), backs, pdf.name() + ": the reverse follows the front");
            assertEquals(1, front % 2, pdf.name() + ": the aid starts a sheet (an odd page), not on page " + front);
            // unit cards come after the aid only where that spares a ruled page before it: an odd number of their pages, all of them
            // or the last
            int after = front + 1;
            while (after < pages.size() && cardPage(pages, after)) {
                after++;
            }
            int cardsAfter = after - (front + 1);
            int cardsBefore = 0;
            boolean notes = pages.get(front - 2).strip().startsWith("Notes");
            for (int i = front - (notes ? 3 : 2); i > 0 && cardPage(pages, i); i--) {
                cardsBefore++;
            }
            assertTrue(cardsAfter == 0 || !notes && cardsAfter % 2 == 1,
                    pdf.name() + ": " + cardsAfter + " card pages after the aid, " + cardsBefore + " before it");
            // a side's handout has no deck: any page of its cards laid after the aid spares the ruled page
            assertTrue(!notes || cardsBefore == 0 || pdf.gm(), pdf.name() + ": a ruled page before the aid that one of its "
                    + cardsBefore + " pages of cards laid after it would have spared");
            if (pdf.gm()) {
                assertTrue(pages.size() > after && pages.get(after).contains(APPENDIX),
                        pdf.name() + ": the appendix starts right after the aid's two pages and any cards after them");
            } else {
                assertEquals(after, pages.size(), pdf.name() + ": the aid's two pages, and any cards after them, end the handout");
            }
        }));
    }

    /** Whether page {@code index} (from 0; not the map's) is a page of unit cards: the pages without the pack's running footer. */
    private static boolean cardPage(List<String> pages, int index) {
        return index > 0 && !pages.get(index).contains("· page " + (index + 1) + " of " + pages.size());
    }

    /**
     * The aid is laid out once for all of a scenario's packs and drawn in each: every pack of a scenario prints the same
     * words at the same places on its two aid pages, inside the page's margins, and under its own footer.
     */
    @TestFactory
    Stream<DynamicTest> aScenariosPacksPrintTheSameAid() {
        java.util.Map<String, List<PrintedCorpus.Pdf>> byScenario = new java.util.TreeMap<>();
        PrintedCorpus.packs().forEach(p -> byScenario.computeIfAbsent(p.name().replaceFirst("-[^-/]*\\.pdf$", ""),
                k -> new ArrayList<>()).add(p));
        return byScenario.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            List<String> first = null;
            for (PrintedCorpus.Pdf pdf : e.getValue()) {
                List<String> aid = new ArrayList<>();
                try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
                    List<String> pages = Packs.pageTexts(doc);
                    int front = 0;
                    while (!pages.get(front).contains(FRONT)) {
                        front++;
                    }
                    for (int page = front + 1; page <= front + 2; page++) {
                        String footer = "· page " + page + " of " + pages.size();
                        assertTrue(pages.get(page - 1).contains(footer), pdf.name() + ": no footer '" + footer + "' on its aid page");
                        var box = doc.getPage(page - 1).getMediaBox();
                        for (WordBoxes.Word w : WordBoxes.words(doc, page)) {
                            if (w.y2() < 36) {
                                continue; // the file's own footer, in the bottom margin (y up from the foot of the page)
                            }
                            assertTrue(w.x1() >= 30 && w.x2() <= box.getWidth() - 30 && w.y2() <= box.getHeight() - 34,
                                    pdf.name() + ", page " + page + ": " + w + " is in the margin");
                            aid.add((page - front) + " " + w);
                        }
                    }
                }
                assertTrue(aid.size() > 100, pdf.name() + ": only " + aid.size() + " words on its aid");
                if (first == null) {
                    first = aid;
                } else {
                    assertEquals(first, aid, pdf.name() + " prints its aid unlike the scenario's other packs");
                }
            }
        }));
    }

    @Test
    void everyRuleSetHasAScenarioHere() {
        Set<String> ruleSets = new TreeSet<>();
        PrintedCorpus.packs().forEach(p -> ruleSets.add(p.scenario().ruleset()));
        assertEquals(new TreeSet<>(muster.rulesets.RuleSets.ids()), ruleSets, "each rule set's aid is measured");
    }
}
