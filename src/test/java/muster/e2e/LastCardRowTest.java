package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import muster.view.CardLayout;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * No side's handout of the bundled scenarios and the strangers' corpus ends its unit cards with a sheet of one row or less (three
 * cards or fewer of nine) when the page its text ends on before the cards has room below for that row and its cut marks: the row
 * prints there instead (at 31be840, 5 of the 55 handouts had such a last sheet with room for it, on Letter as on A4). Cards are
 * counted from the drawing: the poker-size frames (2.5 by 3.5 inches) a page strokes.
 */
class LastCardRowTest {

    /** A card's frame, points, and how far a drawn frame may stray from it (its stroke). */
    static final double WIDTH = CardLayout.CARD_WIDTH * 72;
    static final double HEIGHT = CardLayout.CARD_HEIGHT * 72;
    static final double SLACK = 3;
    /** Room the row needs below the last line of text: the strip, its space above, and the last table row's depth below its text. */
    static final float ROOM = (float) ((CardLayout.STRIP_HEIGHT + 0.45) * 72);

    /** The cards (frames at distinct places) page {@code index} (from 0) draws. */
    static int cards(PDDocument doc, int index) throws IOException {
        Set<String> at = new TreeSet<>();
        for (PageDrawing.Painted p : PageDrawing.of(doc.getPage(index)).painted) {
            Rectangle2D b = p.bounds();
            if (Math.abs(b.getWidth() - WIDTH) < SLACK && Math.abs(b.getHeight() - HEIGHT) < SLACK) {
                at.add(Math.round(b.getX()) + "," + Math.round(b.getY()));
            }
        }
        return at.size();
    }

    /** Whether page {@code index} (from 0) is a sheet to cut out: no running footer, and not the map (which has none either). */
    static boolean cardSheet(PDDocument doc, int index) throws IOException {
        PDFTextStripper s = new PDFTextStripper();
        s.setStartPage(index + 1);
        s.setEndPage(index + 1);
        String text = s.getText(doc);
        return !text.contains(" · page " + (index + 1) + " of ") && !text.contains(": the field");
    }

    @TestFactory
    Stream<DynamicTest> noHandoutEndsItsCardsWithARowThatHadRoomUnderItsText() {
        int[] count = {0, 0};
        return PrintedCorpus.packs().stream().filter(pdf -> !pdf.gm()).map(pdf -> DynamicTest.dynamicTest(pdf.name(), () -> {
            List<String> wasted = new ArrayList<>();
            try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
                List<PageFillTest.Fill> fills = PageFillTest.fills(doc);
                int first = -1;
                int last = -1;
                for (int i = 0; i < doc.getNumberOfPages(); i++) {
                    if (cardSheet(doc, i) && cards(doc, i) > 0) {
                        first = first < 0 ? i : first;
                        last = i;
                    }
                }
                if (first > 0) {
                    int few = cards(doc, last);
                    float height = doc.getPage(first - 1).getMediaBox().getHeight();
                    float below = height - PageFillTest.FOOTER - fills.get(first - 1).end() * height;
                    if (few <= 3 && below >= ROOM) {
                        wasted.add("page " + (last + 1) + " holds " + few + " cards; page " + first + " has " + Math.round(below / 72 * 10) / 10.0
                                + " in free below its text");
                    }
                    count[0] += few <= 3 ? 1 : 0;
                    count[1] += wasted.size();
                }
            }
            if (PrintedCorpus.measuring()) {
                System.out.println("last card row " + pdf.name() + " " + wasted + " (running: last card page of 3 or fewer " + count[0]
                        + ", with room " + count[1] + ")");
            }
            assertEquals(List.of(), wasted, pdf.name());
        }));
    }
}
