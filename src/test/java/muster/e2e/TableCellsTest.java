package muster.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/**
 * Every cell of a chart's table prints in its own column: Torreón's fire table joined "6 (17%)" under "Long band", "Prone or in
 * cover" and "Hard cover" into one cell across the three, which a reviewer read as belonging to none of them.
 */
class TableCellsTest {

    @Test
    void equalNeighboursEachHaveTheirCell() throws IOException {
        Path gm = PrintedCorpus.root().resolve("bundled/torreon-1914/torreon-1914-gm.pdf");
        try (PDDocument doc = Loader.loadPDF(gm.toFile())) {
            String text = new PDFTextStripper().getText(doc);
            assertTrue(text.contains("6 (17%) 6 (17%) 6 (17%)"), "the Winchester's row gives each of its three columns its own cell");
        }
    }
}
