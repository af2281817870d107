package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Where the pages of every game master's pack and handout break, read from PDFBox's text positions
 * (bundled scenarios and the strangers' corpus): no heading, caption or table head set in bold is
 * the last thing in the last fifth of a page whose content goes on over the page, and no table is
 * split (a paginated table prints its head again at the top of the next page; none of a pack's
 * tables is long enough to need it).
 */
class PageBreaksTest {

    /** One line of a page: where its baseline is (points from the top), its words, and whether it is all bold. */
    record Line(float y, String text, boolean bold) {
    }

    @TestFactory
    Stream<DynamicTest> noHeadingLeftAtAPageFootAndNoTableSplit() {
        return PrintedCorpus.packs().stream().map(pdf -> DynamicTest.dynamicTest(pdf.name(), () -> {
            List<String> faults = new ArrayList<>();
            try (PDDocument doc = Loader.loadPDF(pdf.file().toFile())) {
                List<List<Line>> pages = new ArrayList<>();
                for (int p = 1; p <= doc.getNumberOfPages(); p++) {
                    pages.add(lines(doc, p));
                }
                for (int i = 0; i + 1 < pages.size(); i++) {
                    List<Line> page = body(pages.get(i));
                    List<Line> next = body(pages.get(i + 1));
                    if (page.isEmpty() || next.isEmpty() || !footed(pages.get(i)) || !footed(pages.get(i + 1))) {
                        continue; // a map, a sheet of cards, a blank: no flow runs through them
                    }
                    float height = doc.getPage(i).getMediaBox().getHeight();
                    Line last = page.get(page.size() - 1);
                    if (last.bold() && last.y() > 0.8f * height) {
                        faults.add("page " + (i + 1) + " ends with '" + last.text() + "' in its last fifth, its content over the page");
                    }
                    Line first = next.get(0);
                    // a split table: the page's last bold line, its head, starts the next page again
                    Line lastBold = page.stream().filter(Line::bold).reduce((a, b) -> b).orElse(null);
                    if (first.bold() && lastBold != null && lastBold.text().equals(first.text())) {
                        faults.add("page " + (i + 2) + " starts with the head of a table split from page " + (i + 1) + ": '"
                                + first.text() + "'");
                    }
                }
            }
            assertEquals(List.of(), faults, pdf.name());
        }));
    }

    /** A page's lines without its running footer. */
    static List<Line> body(List<Line> lines) {
        return lines.stream().filter(l -> !l.text().matches(".*· page \\d+ of \\d+")).toList();
    }

    static boolean footed(List<Line> lines) {
        return lines.stream().anyMatch(l -> l.text().matches(".*· page \\d+ of \\d+"));
    }

    static List<Line> lines(PDDocument doc, int page) throws IOException {
        TreeMap<Integer, List<TextPosition>> byLine = new TreeMap<>();
        PDFTextStripper s = new PDFTextStripper() {
            @Override
            protected void writeString(String text, List<TextPosition> positions) {
                for (TextPosition t : positions) {
                    if (!t.getUnicode().isBlank()) {
                        byLine.computeIfAbsent(Math.round(t.getYDirAdj()), k -> new ArrayList<>()).add(t);
                    }
                }
            }
        };
        s.setSortByPosition(true);
        s.setStartPage(page);
        s.setEndPage(page);
        s.getText(doc);
        List<Line> out = new ArrayList<>();
        for (var e : byLine.entrySet()) {
            List<TextPosition> ts = new ArrayList<>(e.getValue());
            ts.sort((a, b) -> Float.compare(a.getXDirAdj(), b.getXDirAdj()));
            StringBuilder text = new StringBuilder();
            boolean bold = true;
            float end = -1;
            for (TextPosition t : ts) {
                if (end >= 0 && t.getXDirAdj() - end > t.getWidthOfSpace() * 0.5f) {
                    text.append(' ');
                }
                text.append(t.getUnicode());
                end = t.getXDirAdj() + t.getWidthDirAdj();
                String font = t.getFont().getName() == null ? "" : t.getFont().getName();
                bold &= font.contains("Bold");
            }
            out.add(new Line(e.getKey(), text.toString().trim(), bold));
        }
        return out;
    }
}
