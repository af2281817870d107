package muster.render;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import javax.imageio.ImageIO;
import muster.render.svg.SvgPainter;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/** A map as a PNG: the same vector drawing as in the PDFs, rasterised by PDFBox (no outside tool). */
final class Preview {

    private Preview() {
    }

    static Renderer.Rendered png(String svg, int dpi) throws RenderException {
        try (PDDocument doc = new PDDocument()) {
            SvgPainter painter = new SvgPainter(new DocumentFonts(doc));
            PDFormXObject form = painter.paint(doc, svg);
            List<String> warnings = painter.warnings();
            PDRectangle box = form.getBBox();
            PDPage page = new PDPage(new PDRectangle(box.getWidth(), box.getHeight()));
            doc.addPage(page);
            try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
                cs.drawForm(form);
            }
            BufferedImage image = new PDFRenderer(doc).renderImageWithDPI(0, dpi, ImageType.RGB);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(image, "png", out);
            return new Renderer.Rendered(out.toByteArray(), warnings);
        } catch (IOException | RuntimeException e) {
            throw new RenderException("could not draw the map preview: " + e.getMessage(), e);
        }
    }
}
