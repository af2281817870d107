package muster.render;

import com.openhtmltopdf.pdfboxout.PdfBoxRenderer;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FSFontUseCase;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.EnumSet;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;
import muster.render.svg.SvgPainter;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.w3c.dom.Document;

/**
 * XHTML (and the SVG of its maps) to PDF bytes with openhtmltopdf on PDFBox. Fonts come from the
 * jar; the info dates are fixed and the document id is a hash of the content, so the same pages
 * give the same bytes on any machine, time zone or locale.
 */
final class PdfMaker {

    /** A fixed date for the PDF's creation and modification fields (reproducible output). */
    static final Calendar FIXED_DATE = fixedDate();

    private PdfMaker() {
    }

    static Renderer.Rendered make(String xhtml, Map<String, String> maps, String title, String subject) throws RenderException {
        Document dom = Xhtml.parse(xhtml, "the page template output");
        List<String> problems = new ArrayList<>();
        try (PDDocument doc = new PDDocument()) {
            DocumentFonts fonts = new DocumentFonts(doc);
            MapDrawers drawers = new MapDrawers(maps, new SvgPainter(fonts));
            PdfRendererBuilder builder = new PdfRendererBuilder();
            builder.usePDDocument(doc);
            builder.useFastMode();
            builder.withW3cDocument(dom, "muster:/pack/");
            builder.withProducer("muster");
            builder.useObjectDrawerFactory(drawers);
            builder.useExternalResourceAccessControl((uri, type) -> false,
                    com.openhtmltopdf.outputdevice.helper.ExternalResourceControlPriority.RUN_BEFORE_RESOLVING_URI);
            builder.useExternalResourceAccessControl((uri, type) -> false,
                    com.openhtmltopdf.outputdevice.helper.ExternalResourceControlPriority.RUN_AFTER_RESOLVING_URI);
            for (FontFace face : FontFace.values()) {
                builder.useFont(new LazyFont(fonts, face), face.family(), face.weight(), face.style(), true);
            }
            // a last resort for characters a chosen face lacks, so no text is silently dropped
            builder.useFont(() -> new java.io.ByteArrayInputStream(FontFace.SANS.bytes()), "muster-fallback", 400,
                    FontFace.SANS.style(), true, EnumSet.of(FSFontUseCase.FALLBACK_PRE));
            builder.withDiagnosticConsumer(d -> {
                String message = d.getFormattedMessage();
                if (message != null && (message.contains("Font list is empty") || message.contains("no font"))) {
                    problems.add(message);
                }
            });
            try (PdfBoxRenderer renderer = builder.buildPdfRenderer()) {
                renderer.createPDFWithoutClosing();
            }
            if (!problems.isEmpty()) {
                throw new RenderException("text would be lost in the PDF: " + String.join("; ", problems));
            }
            fix(doc, title, subject, xhtml, maps);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return new Renderer.Rendered(out.toByteArray(), drawers.warnings());
        } catch (IOException | RuntimeException e) {
            throw new RenderException("could not lay out the PDF: " + e.getMessage(), e);
        }
    }

    /** Fixed metadata and an id derived from the content, for byte-identical rebuilds. */
    private static void fix(PDDocument doc, String title, String subject, String xhtml, Map<String, String> maps) {
        PDDocumentInformation info = new PDDocumentInformation();
        info.setTitle(title);
        info.setSubject(subject);
        info.setCreator("muster");
        info.setProducer("muster (openhtmltopdf, Apache PDFBox)");
        info.setCreationDate(FIXED_DATE);
        info.setModificationDate(FIXED_DATE);
        doc.setDocumentInformation(info);
        byte[] id = digest(xhtml, maps);
        COSArray ids = new COSArray();
        ids.add(new COSString(id));
        ids.add(new COSString(id));
        doc.getDocument().getTrailer().setItem(COSName.ID, ids);
    }

    private static byte[] digest(String xhtml, Map<String, String> maps) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(xhtml.getBytes(StandardCharsets.UTF_8));
            maps.keySet().stream().sorted().forEach(k -> {
                md.update(k.getBytes(StandardCharsets.UTF_8));
                md.update(maps.get(k).getBytes(StandardCharsets.UTF_8));
            });
            byte[] full = md.digest();
            byte[] id = new byte[16];
            System.arraycopy(full, 0, id, 0, 16);
            return id;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Loads a face into the document only when the layout first asks for it. */
    private static final class LazyFont extends com.openhtmltopdf.pdfboxout.PDFontSupplier {
        private final DocumentFonts fonts;
        private final FontFace face;

        LazyFont(DocumentFonts fonts, FontFace face) {
            super(null);
            this.fonts = fonts;
            this.face = face;
        }

        @Override
        public org.apache.pdfbox.pdmodel.font.PDFont supply() {
            return fonts.get(face);
        }
    }

    private static Calendar fixedDate() {
        GregorianCalendar c = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        c.clear();
        c.set(2000, Calendar.JANUARY, 1, 0, 0, 0);
        return c;
    }
}
