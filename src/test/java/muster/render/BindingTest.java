package muster.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/** Binding puts parts one after another, blanks where asked, and the same parts give the same bytes. */
class BindingTest {

    /** A PDF of {@code pages} pages of {@code size}, each with its number in its media box width (so pages can be told apart). */
    static byte[] pdf(int pages, PDRectangle size) throws IOException {
        try (PDDocument doc = new PDDocument()) {
            for (int i = 0; i < pages; i++) {
                doc.addPage(new PDPage(new PDRectangle(size.getWidth() + i, size.getHeight())));
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        }
    }

    @Test
    void partsInOrderWithTheirBlanksAndTheSameBytesTwice() throws Exception {
        byte[] three = pdf(3, PDRectangle.A4);
        byte[] two = pdf(2, PDRectangle.LETTER);
        List<Binding.Part> parts = List.of(new Binding.Part(three, List.of(2)), new Binding.Part(two, List.of()),
                new Binding.Part(three, List.of(2)));
        byte[] first = Binding.bind(parts, 612, 792, "t", "s").bytes();
        byte[] second = Binding.bind(parts, 612, 792, "t", "s").bytes();
        assertArrayEquals(first, second, "the same parts give the same bytes");
        assertEquals(10, Binding.pages(first));
        try (PDDocument doc = Loader.loadPDF(first)) {
            float[] widths = new float[10];
            for (int i = 0; i < 10; i++) {
                widths[i] = doc.getPage(i).getMediaBox().getWidth();
            }
            float a4 = PDRectangle.A4.getWidth();
            float letter = PDRectangle.LETTER.getWidth();
            assertArrayEquals(new float[] {a4, a4 + 1, a4 + 2, 612, letter, letter + 1, a4, a4 + 1, a4 + 2, 612}, widths, 0.01f);
            assertTrue(new PDFTextStripper().getText(doc).isBlank());
            assertEquals("t", doc.getDocumentInformation().getTitle());
            assertTrue(doc.getDocumentCatalog().getMetadata() != null, "PDF/A metadata");
            assertEquals(1, doc.getDocumentCatalog().getOutputIntents().size(), "one output intent");
        }
    }

    @Test
    void aBlankGoesInAfterEachPageNamed() throws Exception {
        byte[] four = pdf(4, PDRectangle.A4);
        byte[] bound = Binding.bind(List.of(new Binding.Part(four, List.of(0, 2, 2))), 612, 792, "t", "s").bytes();
        try (PDDocument doc = Loader.loadPDF(bound)) {
            float a4 = PDRectangle.A4.getWidth();
            float[] widths = new float[doc.getNumberOfPages()];
            for (int i = 0; i < widths.length; i++) {
                widths[i] = doc.getPage(i).getMediaBox().getWidth();
            }
            assertArrayEquals(new float[] {a4, 612, a4 + 1, a4 + 2, 612, 612, a4 + 3}, widths, 0.01f);
        }
    }
}
