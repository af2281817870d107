package muster.render;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
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

    static void fix(PDDocument doc, String title, String subject, byte[] seed) throws IOException {
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

    /**
     * 16 bytes that tell contents apart: the first half of the SHA-256 of the page source, then of every part's name and text
     * in key order, each string's length (in UTF-8 bytes) before it, so no two inputs differ only in where one string ends.
     */
    static byte[] seed(String source, Map<String, String> parts) {
        MessageDigest sha = sha256();
        add(sha, source);
        parts.keySet().stream().sorted().forEach(k -> {
            add(sha, k);
            add(sha, parts.get(k));
        });
        return Arrays.copyOf(sha.digest(), 16);
    }

    private static void add(MessageDigest sha, String s) {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        sha.update(ByteBuffer.allocate(Integer.BYTES).putInt(bytes.length).array());
        sha.update(bytes);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    private static Calendar fixedDate() {
        GregorianCalendar c = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        c.clear();
        c.set(2000, Calendar.JANUARY, 1, 0, 0, 0);
        return c;
    }
}
