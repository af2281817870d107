package muster.render.svg;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSNumber;
import org.apache.pdfbox.pdfparser.PDFStreamParser;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/** Shared helpers: DejaVu fonts from the jasperreports-fonts jar, placing forms on pages, rendering. */
final class SvgTestSupport {

    private static final String DEJAVU = "/net/sf/jasperreports/fonts/dejavu/";

    private SvgTestSupport() {
    }

    /** DejaVu Sans and Serif in four faces; unknown families fall back to DejaVu Sans. */
    static final class DejaVuFonts implements SvgFonts {
        private final PDDocument doc;
        private final PDFont[] sans = new PDFont[4];
        private final PDFont[] serif = new PDFont[4];

        DejaVuFonts(PDDocument doc) {
            this.doc = doc;
        }

        @Override
        public PDFont font(String family, boolean bold, boolean italic) {
            int face = (bold ? 1 : 0) + (italic ? 2 : 0);
            boolean isSerif = family.equalsIgnoreCase("DejaVu Serif") || family.equalsIgnoreCase("serif");
            PDFont[] faces = isSerif ? serif : sans;
            if (faces[face] == null) {
                String base = isSerif ? "DejaVuSerif" : "DejaVuSans";
                String suffix = switch (face) {
                    case 1 -> "-Bold";
                    case 2 -> isSerif ? "-Italic" : "-Oblique";
                    case 3 -> isSerif ? "-BoldItalic" : "-BoldOblique";
                    default -> "";
                };
                faces[face] = load(base + suffix + ".ttf");
            }
            return faces[face];
        }

        private PDFont load(String file) {
            try (InputStream in = SvgTestSupport.class.getResourceAsStream(DEJAVU + file)) {
                assertNotNull(in, "font on classpath: " + file);
                return PDType0Font.load(doc, in, true);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** Paints the svg and places the form at the origin of a new page exactly the form's size. */
    static PDFormXObject paintOnPage(PDDocument doc, SvgPainter painter, String svg) throws IOException {
        PDFormXObject form = painter.paint(doc, svg);
        PDRectangle box = form.getBBox();
        PDPage page = new PDPage(new PDRectangle(box.getWidth(), box.getHeight()));
        doc.addPage(page);
        try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
            cs.drawForm(form);
        }
        return form;
    }

    /** Renders page 0 at 72 dpi, so image pixel (x, y) is SVG user point (x, y) when no viewBox scales. */
    static BufferedImage render(PDDocument doc, float scale) throws IOException {
        return new PDFRenderer(doc).renderImage(0, scale, ImageType.RGB);
    }

    static BufferedImage paintAndRender(String svg, float scale) throws IOException {
        try (PDDocument doc = new PDDocument()) {
            paintOnPage(doc, new SvgPainter(new DejaVuFonts(doc)), svg);
            return render(doc, scale);
        }
    }

    static String rgb(BufferedImage image, int x, int y) {
        return String.format("#%06x", image.getRGB(x, y) & 0xFFFFFF);
    }

    /** Each colour channel within 40 of the expected hex colour. */
    static boolean near(BufferedImage image, int x, int y, int expected) {
        int actual = image.getRGB(x, y);
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs(((actual >> shift) & 0xFF) - ((expected >> shift) & 0xFF)) > 40) {
                return false;
            }
        }
        return true;
    }

    /** The decoded operators and operands of a form's content stream, one string per token. */
    static List<String> tokens(PDFormXObject form) throws IOException {
        List<String> result = new ArrayList<>();
        for (Object token : new PDFStreamParser(form).parse()) {
            if (token instanceof Operator op) {
                result.add(op.getName());
            } else if (token instanceof COSNumber n) {
                result.add(PdfContentWriter.num(n.floatValue()));
            } else if (token instanceof COSArray array) {
                List<String> items = new ArrayList<>();
                for (int i = 0; i < array.size(); i++) {
                    items.add(array.get(i) instanceof COSNumber n ? PdfContentWriter.num(n.floatValue())
                            : String.valueOf(array.get(i)));
                }
                result.add("[" + String.join(" ", items) + "]");
            } else if (token instanceof COSName name) {
                result.add("/" + name.getName());
            } else {
                result.add(String.valueOf(token));
            }
        }
        return result;
    }

    static byte[] save(PDDocument doc) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        doc.save(out);
        return out.toByteArray();
    }

    static String svg(double width, double height, String body) {
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + width + "\" height=\"" + height + "\">"
                + body + "</svg>";
    }
}
