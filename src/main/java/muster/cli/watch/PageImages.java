package muster.cli.watch;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;

/**
 * The pages of a printed PDF as small PNG pictures, drawn by PDFBox as the map previews are, when
 * the page first asks for them; the last few are kept, each under its file's time of change.
 */
final class PageImages {

    /** Small enough to draw a page in a blink, big enough to tell the pages apart. */
    static final int DPI = 40;
    private static final int KEPT = 48;

    private final Map<String, byte[]> kept = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, byte[]> eldest) {
            return size() > KEPT;
        }
    };

    /** How many pages a PDF has. */
    static int count(Path pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return doc.getNumberOfPages();
        }
    }

    /** Page {@code n} (from 1) of a PDF as PNG bytes; empty when it has no such page. */
    Optional<byte[]> page(Path pdf, int n) throws IOException {
        String key = pdf + "\n" + Files.getLastModifiedTime(pdf).toMillis() + "\n" + Files.size(pdf) + "\n" + n;
        synchronized (kept) {
            byte[] png = kept.get(key);
            if (png != null) {
                return Optional.of(png);
            }
        }
        byte[] png;
        // one page drawn at a time: the browser asks for several at once, and the next check needs a core
        synchronized (this) {
            png = draw(pdf, n);
        }
        if (png == null) {
            return Optional.empty();
        }
        synchronized (kept) {
            kept.put(key, png);
        }
        return Optional.of(png);
    }

    private static byte[] draw(Path pdf, int n) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            if (n < 1 || n > doc.getNumberOfPages()) {
                return null;
            }
            BufferedImage image = new PDFRenderer(doc).renderImageWithDPI(n - 1, DPI, ImageType.RGB);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(image, "png", out);
            return out.toByteArray();
        }
    }
}
