package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Page discipline in every game master's pack and handout of the bundled scenarios and the
 * strangers' corpus, read from PDFBox's text positions: at most one near-empty page a file (its
 * text ends in the top quarter of the page, the running footer aside), and no heading left alone
 * at a page's foot (the last line above the footer set larger than the body, with nothing under it).
 */
class PageFillTest {

    /** The footer's band at the page foot, points: the bottom margin of pack.css (0.55in). */
    static final float FOOTER = 0.55f * 72;
    /** A page whose text ends above this fraction of its height is near-empty. */
    static final float NEAR_EMPTY = 0.25f;
    /** Type at least this size (points) is a heading; body text is 9pt, tables 8pt, large type 12pt. */
    static final float HEADING = 13.5f;

    /** Where each page's text ends (fraction of the page height from the top) and the size of its last line. */
    record Fill(float end, float lastSize, String lastText) {
    }

    static List<Fill> fills(PDDocument doc) throws IOException {
        List<Fill> out = new ArrayList<>();
        for (int p = 1; p <= doc.getNumberOfPages(); p++) {
            PDRectangle box = doc.getPage(p - 1).getMediaBox();
            float height = box.getHeight();
            float[] bottom = {0};
            float[] size = {0};
            StringBuilder last = new StringBuilder();
            PDFTextStripper s = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<TextPosition> positions) {
                    for (TextPosition t : positions) {
                        float y = t.getYDirAdj();
                        if (y > height - FOOTER || t.getUnicode().isBlank()) {
                            continue;
                        }
                        if (y > bottom[0] + 0.5f) {
                            bottom[0] = y;
                            size[0] = t.getFontSizeInPt();
                            last.setLength(0);
                            last.append(text);
                        }
                    }
                }
            };
            s.setStartPage(p);
            s.setEndPage(p);
            s.getText(doc);
            out.add(new Fill(bottom[0] / height, size[0], last.toString()));
        }
        return out;
    }

    /** Whether page {@code page} (1-based) of the PDF is the player aid's front. */
    static boolean aidFront(PrintedCorpus.Pdf pdf, int page) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
            PDFTextStripper s = new PDFTextStripper();
            s.setStartPage(page);
            s.setEndPage(page);
            return s.getText(doc).contains(PlayerAidTest.FRONT);
        }
    }

    /** Whether page {@code page} (1-based) is a sheet of cards to cut out, with no running footer: its large words are a deck card's name. */
    static boolean cutSheet(PrintedCorpus.Pdf pdf, int page) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
            PDFTextStripper s = new PDFTextStripper();
            s.setStartPage(page);
            s.setEndPage(page);
            return !s.getText(doc).contains(" · page " + page + " of ");
        }
    }

    @TestFactory
    Stream<DynamicTest> atMostOneNearEmptyPageAndNoHeadingAtAPageFoot() {
        int[] total = {0, 0};
        return PrintedCorpus.packs().stream().map(pdf -> DynamicTest.dynamicTest(pdf.name(), () -> {
            List<String> nearEmpty = new ArrayList<>();
            List<String> stranded = new ArrayList<>();
            List<Fill> fills;
            try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
                fills = fills(doc);
            }
            for (int i = 0; i < fills.size(); i++) {
                Fill f = fills.get(i);
                if (f.end() < NEAR_EMPTY && f.lastText().strip().equals("Notes") && i + 1 < fills.size() && aidFront(pdf, i + 2)) {
                    // left on purpose, so the player aid that follows starts a sheet of its own: ruled for notes, never bare
                    continue;
                }
                if (f.end() < NEAR_EMPTY) {
                    nearEmpty.add("page " + (i + 1) + " ends at " + Math.round(f.end() * 100) + "%");
                }
                if (f.end() > 0.8f && f.lastSize() >= HEADING && i + 1 < fills.size() && !cutSheet(pdf, i + 1)) {
                    stranded.add("page " + (i + 1) + " ends with the heading '" + f.lastText() + "'");
                }
            }
            total[0] += fills.size();
            total[1] += nearEmpty.size();
            if (PrintedCorpus.measuring()) {
                System.out.println("page fill " + pdf.name() + " pages " + fills.size() + " near-empty " + nearEmpty.size() + " " + nearEmpty
                        + stranded + " (running total " + total[1] + " of " + total[0] + ")");
            }
            assertTrue(nearEmpty.size() <= 1, pdf.name() + ": " + nearEmpty);
            assertTrue(stranded.isEmpty(), pdf.name() + ": " + stranded);
        }));
    }

    /**
     * A side's handout leaves no page blank but for "Notes" so that its player aid starts a sheet: a page of its unit cards, the
     * last and least full, goes after the aid instead (at 59bc927 13 of the 55 handouts had such a page; the game master's packs
     * keep one where the deck's pages leave no odd number to move).
     */
    @TestFactory
    Stream<DynamicTest> aHandoutHasNoPageLeftOnlyForNotes() {
        return PrintedCorpus.packs().stream().filter(pdf -> !pdf.gm()).map(pdf -> DynamicTest.dynamicTest(pdf.name(), () -> {
            List<String> blank = new ArrayList<>();
            try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
                List<Fill> fills = fills(doc);
                for (int i = 0; i < fills.size(); i++) {
                    if (fills.get(i).end() < NEAR_EMPTY && fills.get(i).lastText().strip().equals("Notes")) {
                        blank.add("page " + (i + 1));
                    }
                }
            }
            assertEquals(List.of(), blank, pdf.name() + ": a page only for notes");
        }));
    }

    /**
     * No page holds a roster's small record table and nothing else (at d8630a1 the prisoners' table stood alone on 85% blank
     * pages in seven Mexican Revolution packs: it now comes before the figures-lost table, which fills its page).
     */
    @TestFactory
    Stream<DynamicTest> noPageHoldsOnlyTheTableOfPrisoners() {
        return PrintedCorpus.packs().stream().map(pdf -> DynamicTest.dynamicTest(pdf.name(), () -> {
            List<String> alone = new ArrayList<>();
            try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
                List<Fill> fills = fills(doc);
                for (int p = 1; p <= doc.getNumberOfPages(); p++) {
                    PDFTextStripper s = new PDFTextStripper();
                    s.setStartPage(p);
                    s.setEndPage(p);
                    if (s.getText(doc).strip().startsWith("Prisoners taken by") && fills.get(p - 1).end() < 0.3f) {
                        alone.add("page " + p);
                    }
                }
            }
            assertEquals(List.of(), alone, pdf.name() + ": a prisoners' table alone");
        }));
    }
}
