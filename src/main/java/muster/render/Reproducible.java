package muster.render;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.Map;
import java.util.TimeZone;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;

/**
 * What makes two builds of the same input byte-identical: fixed info dates and a document id
 * taken from a hash of the content instead of the clock. Every PDF muster writes passes here, and
 * here is made PDF/A-2b too ({@link PdfA}): its XMP metadata repeats these same fixed values.
 */
final class Reproducible {

    /** A fixed date for the PDF's creation and modification fields. */
    static final Calendar FIXED_DATE = fixedDate();

    private Reproducible() {
    }

    static final String CREATOR = "muster";
    static final String PRODUCER = "muster (openhtmltopdf, Apache PDFBox)";

    static void fix(PDDocument doc, String title, String subject, byte[] seed) throws java.io.IOException {
        PDDocumentInformation info = new PDDocumentInformation();
        info.setTitle(title);
        info.setSubject(subject);
        info.setCreator(CREATOR);
        info.setProducer(PRODUCER);
        info.setCreationDate(FIXED_DATE);
        info.setModificationDate(FIXED_DATE);
        doc.setDocumentInformation(info);
        COSArray ids = new COSArray();
        ids.add(new COSString(seed));
        ids.add(new COSString(seed));
        doc.getDocument().getTrailer().setItem(COSName.ID, ids);
        PdfA.mark(doc, title, subject, CREATOR, PRODUCER, FIXED_DATE);
    }

    /** 16 bytes of SHA-256 over the page source and every map's SVG, in key order. */
    static byte[] seed(String source, Map<String, String> parts) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(source.getBytes(StandardCharsets.UTF_8));
            parts.keySet().stream().sorted().forEach(k -> {
                md.update(k.getBytes(StandardCharsets.UTF_8));
                md.update(parts.get(k).getBytes(StandardCharsets.UTF_8));
            });
            byte[] id = new byte[16];
            System.arraycopy(md.digest(), 0, id, 0, 16);
            return id;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Calendar fixedDate() {
        GregorianCalendar c = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        c.clear();
        c.set(2000, Calendar.JANUARY, 1, 0, 0, 0);
        return c;
    }
}
