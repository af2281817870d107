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
            if (pdf.gm()) {
                assertTrue(pages.size() > front + 1 && pages.get(front + 1).contains(APPENDIX),
                        pdf.name() + ": the appendix starts right after the aid's two pages");
            } else {
                assertEquals(front + 1, pages.size(), pdf.name() + ": the aid's two pages end the handout");
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
