package muster.render;

import java.io.IOException;
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
     * 16 bytes that tell contents apart: two 64-bit lanes run over the characters of the page source, then of every part's name
     * and text in key order, each string's length mixed in after it, so no two inputs differ only in where one string ends.
     * A document id needs no more than that; SHA-256 cost a twentieth of a build's time here (with the quick compiler only,
     * the JDK's digest runs as plain code).
     */
    static byte[] seed(String source, Map<String, String> parts) {
        long[] lanes = {0xCBF29CE484222325L, 0x9E3779B97F4A7C15L};
        run(lanes, source);
        parts.keySet().stream().sorted().forEach(k -> {
            run(lanes, k);
            run(lanes, parts.get(k));
        });
        long a = finish(lanes[0] ^ Long.rotateLeft(lanes[1], 17));
        long b = finish(lanes[1] + a);
        byte[] id = new byte[16];
        for (int i = 0; i < 8; i++) {
            id[i] = (byte) (a >>> (56 - 8 * i));
            id[8 + i] = (byte) (b >>> (56 - 8 * i));
        }
        return id;
    }

    private static void run(long[] lanes, String s) {
        long a = lanes[0];
        long b = lanes[1];
        // copied out a block at a time: charAt on a string with characters past Latin-1 checks every index (C1 only)
        char[] block = new char[Math.min(s.length(), 8192)];
        for (int from = 0; from < s.length(); from += block.length) {
            int n = Math.min(block.length, s.length() - from);
            s.getChars(from, from + n, block, 0);
            for (int i = 0; i < n; i++) {
                char c = block[i];
                a = (a ^ c) * 0x100000001B3L;
                b = Long.rotateLeft(b ^ c, 31) * 0xC2B2AE3D27D4EB4FL;
            }
        }
        lanes[0] = finish(a ^ s.length());
        lanes[1] = b ^ ~(long) s.length();
    }

    /** MurmurHash3's final mix: every bit of the input moves about half the bits of the output. */
    private static long finish(long h) {
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        return h ^ (h >>> 33);
    }

    private static Calendar fixedDate() {
        GregorianCalendar c = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        c.clear();
        c.set(2000, Calendar.JANUARY, 1, 0, 0, 0);
        return c;
    }
}
