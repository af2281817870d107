package muster.cli;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import javax.imageio.ImageIO;
import muster.render.RenderException;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/** {@code build --preview pages}: a PNG of every page of a PDF the build made, as PDFBox draws it (no outside tool). */
final class PagePictures {

    static final int MIN_DPI = 20;
    static final int MAX_DPI = 300;

    private PagePictures() {
    }

    /** Each page of {@code pdf}, written as {@code <name>-page-01.png} and on, for the PDF named {@code name}.pdf. */
    static Map<String, byte[]> of(String name, byte[] pdf, int dpi) throws RenderException {
        Map<String, byte[]> out = new LinkedHashMap<>();
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDFRenderer renderer = new PDFRenderer(doc);
            int pages = doc.getNumberOfPages();
            String digits = "%0" + Math.max(2, String.valueOf(pages).length()) + "d";
            for (int i = 0; i < pages; i++) {
                BufferedImage image = renderer.renderImageWithDPI(i, dpi, ImageType.RGB);
                ByteArrayOutputStream png = new ByteArrayOutputStream();
                ImageIO.write(image, "png", png);
                out.put(name + "-page-" + String.format(Locale.ROOT, digits, i + 1) + ".png", png.toByteArray());
            }
        } catch (IOException | RuntimeException e) {
            throw new RenderException("could not draw the pages of " + name + ".pdf as pictures: " + e.getMessage(), e);
        }
        return out;
    }
}
