package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import muster.cli.Main;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A convention takes `build`'s print choices, for the event and for each table: a table map of its own file on the paper it
 * tiles, at the scale asked for, and the kit with its bleed; the print list counts the map's sheets on their paper.
 */
class ConventionPrintTest {

    @Test
    void aTableMapAtHalfScaleOnA3AndAKitWithBleed(@TempDir Path dir) throws IOException {
        Path manifest = Files.writeString(dir.resolve("event.yaml"), "event: Club night\npaper: a4\ntableMap: true\nmapScale: \"1:2\"\n"
                + "tables:\n  - { id: table-1, scenario: " + Packs.SAN_JUAN + ", players: { us: 1, spain: 1 }, kit: true, bleed: 3,"
                + " tablePaper: a3 }\n", StandardCharsets.UTF_8);
        Path out = dir.resolve("out");
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        assertEquals(0, new Main(new PrintWriter(o), new PrintWriter(e)).run("convention", manifest.toString(), "-o", out.toString()),
                () -> o + "\n" + e);
        try (PDDocument map = Loader.loadPDF(out.resolve("table-1-table.pdf").toFile())) {
            PDRectangle sheet = map.getPage(map.getNumberOfPages() - 1).getMediaBox();
            float a3Short = PDRectangle.A3.getWidth();
            float a3Long = PDRectangle.A3.getHeight();
            assertTrue(Math.abs(Math.min(sheet.getWidth(), sheet.getHeight()) - a3Short) < 1
                    && Math.abs(Math.max(sheet.getWidth(), sheet.getHeight()) - a3Long) < 1, "A3 sheets: " + sheet);
            // San Juan's 72" x 48" at 1:2 is 36" x 24": a few A3 sheets, not the dozens of true scale
            assertTrue(map.getNumberOfPages() <= 1 + 8, map.getNumberOfPages() + " pages: the index and the sheets");
        }
        try (PDDocument file = Loader.loadPDF(out.resolve("table-1.pdf").toFile())) {
            boolean bled = false;
            for (PDPage page : file.getPages()) {
                bled |= page.getCOSObject().containsKey(org.apache.pdfbox.cos.COSName.BLEED_BOX)
                        && page.getBleedBox().getWidth() > page.getTrimBox().getWidth() + 16;
            }
            assertTrue(bled, "the kit's pages run their colour 3 mm past the trim");
        }
        List<String> list = Files.readAllLines(out.resolve("print-list.csv"), StandardCharsets.UTF_8);
        assertTrue(list.stream().anyMatch(l -> l.startsWith("table-1,table-1-table.pdf,") && l.contains("one side") && l.contains("A3")),
                String.join("\n", list));
    }
}
