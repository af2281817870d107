package muster.render;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.multipdf.PDFMergerUtility;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/**
 * PDFs muster has made, bound into one file in the order given with PDFBox's merger, each part
 * followed by the blank pages asked for (so that, printed on both sides, every part starts on a
 * sheet of its own). The bound file gets its own fixed info, PDF/A metadata and an id hashed from
 * its parts, so the same parts give the same bytes.
 */
public final class Binding {

    private Binding() {
    }

    /** A part to bind: its PDF and the pages (from 0) each followed by a blank page (one for each time it is named). */
    public record Part(byte[] pdf, List<Integer> blankAfter) {
        public Part {
            blankAfter = List.copyOf(blankAfter);
        }
    }

    /** How many pages a PDF has. */
    public static int pages(byte[] pdf) throws RenderException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return doc.getNumberOfPages();
        } catch (IOException e) {
            throw new RenderException("could not read a PDF made on the way: " + e.getMessage(), e);
        }
    }

    private static void insertAfter(PDDocument doc, int index, PDPage page) {
        if (index + 1 >= doc.getNumberOfPages()) {
            doc.addPage(page);
        } else {
            doc.getPages().insertBefore(page, doc.getPage(index + 1));
        }
    }

    /** The parts as one PDF; blank pages are {@code width} x {@code height} points. */
    public static Renderer.Rendered bind(List<Part> parts, double width, double height, String title, String subject)
            throws RenderException {
        List<PDDocument> open = new ArrayList<>();
        try (PDDocument out = new PDDocument()) {
            PDFMergerUtility merger = new PDFMergerUtility();
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (Part part : parts) {
                md.update(part.pdf());
                for (int after : part.blankAfter()) {
                    md.update(ByteBuffer.allocate(4).putInt(after).array());
                }
                PDDocument doc = Loader.loadPDF(part.pdf());
                open.add(doc);
                int start = out.getNumberOfPages();
                merger.appendDocument(out, doc);
                // blanks from the last page back, so each goes in where its page still is
                List<Integer> after = new ArrayList<>(part.blankAfter());
                after.sort(Comparator.reverseOrder());
                for (int page : after) {
                    PDPage blank = new PDPage(new PDRectangle((float) width, (float) height));
                    blank.setResources(new PDResources());
                    insertAfter(out, start + page, blank);
                }
            }
            byte[] seed = new byte[16];
            System.arraycopy(md.digest(), 0, seed, 0, 16);
            Reproducible.fix(out, title, subject, seed);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            out.save(bytes);
            return Renderer.Rendered.saved(bytes.toByteArray(), out, List.of(), List.of(), List.of());
        } catch (IOException | RuntimeException e) {
            throw new RenderException("could not bind the PDF '" + title + "': " + e.getMessage(), e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        } finally {
            for (PDDocument doc : open) {
                try {
                    doc.close();
                } catch (IOException e) {
                    // read from memory: nothing to release that matters
                }
            }
        }
    }
}
