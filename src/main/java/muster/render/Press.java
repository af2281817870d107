package muster.render;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.multipdf.LayerUtility;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDPageFitDestination;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDDocumentOutline;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.apache.pdfbox.util.Matrix;

/**
 * A finished book made ready for print, with PDFBox: every page fitted to the trim size (a
 * landscape page turned to stand upright, a larger page reduced, centred), and then either set on
 * its own sheet with bleed, crop marks and trim and bleed boxes for a print shop, or imposed two
 * to a sheet side in saddle-stitch order for a home or club printer.
 */
public final class Press {

    /** How far crop marks stay outside the bleed, and how long they are, in points. */
    static final float MARK_OFFSET = 3;
    static final float MARK_LENGTH = 18;
    /** Paper kept around the bleed for the marks. */
    static final float SLUG = MARK_OFFSET + MARK_LENGTH + 3;

    private Press() {
    }

    /**
     * Each page on a sheet of the trim size plus bleed and marks: the trim box is the page, the bleed
     * box {@code bleed} points outside it, crop marks at its corners beyond the bleed; bookmarks kept.
     */
    public static Renderer.Rendered trim(byte[] book, double width, double height, double bleed, String title, String subject)
            throws RenderException {
        float w = (float) width;
        float h = (float) height;
        float b = (float) bleed;
        float m = b + SLUG;
        try (PDDocument src = Loader.loadPDF(book); PDDocument out = new PDDocument()) {
            LayerUtility layers = new LayerUtility(out);
            List<PDPage> pages = new ArrayList<>();
            for (int i = 0; i < src.getNumberOfPages(); i++) {
                PDPage page = new PDPage(new PDRectangle(-m, -m, w + 2 * m, h + 2 * m));
                page.setTrimBox(new PDRectangle(0, 0, w, h));
                page.setBleedBox(new PDRectangle(-b, -b, w + 2 * b, h + 2 * b));
                out.addPage(page);
                pages.add(page);
                PDFormXObject form = layers.importPageAsForm(src, i);
                try (PDPageContentStream cs = new PDPageContentStream(out, page)) {
                    cs.saveGraphicsState();
                    cs.addRect(-b, -b, w + 2 * b, h + 2 * b);
                    cs.clip();
                    fit(cs, form, 0, 0, w, h);
                    cs.restoreGraphicsState();
                    cropMarks(cs, w, h, b);
                }
            }
            outline(src, out, pages);
            return save(out, title, subject, book, "trim");
        } catch (IOException | RuntimeException e) {
            throw new RenderException("could not set the book's pages for print: " + e.getMessage(), e);
        }
    }

    /**
     * The book imposed for saddle stitching: padded with blank pages (just before the last, so the
     * back cover stays last) to a multiple of four, two pages of {@code width} x {@code height} to a
     * sheet side of {@code sheetWidth} x {@code sheetHeight} (at least twice as wide), set either side
     * of its centre line, where it is folded, in the order that reads right once the sheets are
     * folded and nested.
     */
    public static Renderer.Rendered saddle(byte[] book, double width, double height, double sheetWidth, double sheetHeight,
            String title, String subject) throws RenderException {
        float w = (float) width;
        float h = (float) height;
        float fold = (float) sheetWidth / 2;
        float y = (float) (sheetHeight - height) / 2;
        try (PDDocument src = Loader.loadPDF(book); PDDocument out = new PDDocument()) {
            LayerUtility layers = new LayerUtility(out);
            List<PDFormXObject> forms = new ArrayList<>();
            for (int i = 0; i < src.getNumberOfPages(); i++) {
                forms.add(layers.importPageAsForm(src, i));
            }
            List<Integer> order = saddleOrder(src.getNumberOfPages());
            for (int side = 0; side < order.size() / 2; side++) {
                PDPage page = new PDPage(new PDRectangle((float) sheetWidth, (float) sheetHeight));
                out.addPage(page);
                try (PDPageContentStream cs = new PDPageContentStream(out, page)) {
                    int left = order.get(2 * side);
                    int right = order.get(2 * side + 1);
                    if (left >= 0) {
                        fit(cs, forms.get(left), fold - w, y, w, h);
                    }
                    if (right >= 0) {
                        fit(cs, forms.get(right), fold, y, w, h);
                    }
                }
            }
            return save(out, title, subject, book, "saddle");
        } catch (IOException | RuntimeException e) {
            throw new RenderException("could not impose the book: " + e.getMessage(), e);
        }
    }

    /**
     * The pages of each sheet side, left then right, as indexes into a book of {@code pages} pages
     * (-1 for a blank): sheet s has pages n-1-2s and 2s on its front, 2s+1 and n-2-2s on its back.
     */
    static List<Integer> saddleOrder(int pages) {
        int n = (pages + 3) / 4 * 4;
        List<Integer> book = new ArrayList<>();
        for (int i = 0; i < pages - 1; i++) {
            book.add(i);
        }
        for (int i = pages; i < n; i++) {
            book.add(-1);
        }
        book.add(pages - 1);
        List<Integer> out = new ArrayList<>();
        for (int s = 0; s < n / 4; s++) {
            out.add(book.get(n - 1 - 2 * s));
            out.add(book.get(2 * s));
            out.add(book.get(2 * s + 1));
            out.add(book.get(n - 2 - 2 * s));
        }
        return out;
    }

    /** Draws a page in the box at (x, y) of w x h: turned a quarter anticlockwise when it is landscape, reduced to fit, centred. */
    private static void fit(PDPageContentStream cs, PDFormXObject form, float x, float y, float w, float h) throws IOException {
        PDRectangle box = form.getBBox();
        boolean turn = box.getWidth() > box.getHeight() && w < h;
        float pw = turn ? box.getHeight() : box.getWidth();
        float ph = turn ? box.getWidth() : box.getHeight();
        float scale = Math.min(1f, Math.min(w / pw, h / ph));
        cs.saveGraphicsState();
        cs.transform(Matrix.getTranslateInstance(x + (w - pw * scale) / 2, y + (h - ph * scale) / 2));
        cs.transform(Matrix.getScaleInstance(scale, scale));
        if (turn) {
            cs.transform(Matrix.getTranslateInstance(pw, 0));
            cs.transform(Matrix.getRotateInstance(Math.PI / 2, 0, 0));
        }
        cs.transform(Matrix.getTranslateInstance(-box.getLowerLeftX(), -box.getLowerLeftY()));
        cs.drawForm(form);
        cs.restoreGraphicsState();
    }

    /** Hairlines in line with the trim's edges at each corner, outside the bleed. */
    private static void cropMarks(PDPageContentStream cs, float w, float h, float b) throws IOException {
        cs.setStrokingColor(0f);
        cs.setLineWidth(0.25f);
        float near = b + MARK_OFFSET;
        float far = near + MARK_LENGTH;
        for (float x : new float[] {0, w}) {
            for (float y : new float[] {0, h}) {
                float out = x == 0 ? -1 : 1;
                float up = y == 0 ? -1 : 1;
                cs.moveTo(x + out * near, y);
                cs.lineTo(x + out * far, y);
                cs.moveTo(x, y + up * near);
                cs.lineTo(x, y + up * far);
            }
        }
        cs.stroke();
    }

    /** The book's top-level bookmarks, each to its page in the new document. */
    private static void outline(PDDocument src, PDDocument out, List<PDPage> pages) throws IOException {
        PDDocumentOutline from = src.getDocumentCatalog().getDocumentOutline();
        if (from == null) {
            return;
        }
        PDDocumentOutline to = new PDDocumentOutline();
        for (PDOutlineItem item : from.children()) {
            PDPage target = item.findDestinationPage(src);
            int index = target == null ? -1 : src.getPages().indexOf(target);
            if (index >= 0) {
                PDOutlineItem copy = new PDOutlineItem();
                copy.setTitle(item.getTitle());
                PDPageFitDestination dest = new PDPageFitDestination();
                dest.setPage(pages.get(index));
                copy.setDestination(dest);
                to.addLast(copy);
            }
        }
        out.getDocumentCatalog().setDocumentOutline(to);
    }

    private static Renderer.Rendered save(PDDocument out, String title, String subject, byte[] book, String how) throws IOException {
        Reproducible.fix(out, title, subject, Reproducible.seed(how, Map.of("book",
                new String(book, StandardCharsets.ISO_8859_1))));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        out.save(bytes);
        return Renderer.Rendered.saved(bytes.toByteArray(), out, List.of(), List.of(), List.of());
    }
}
