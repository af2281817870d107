package muster.render;

import com.openhtmltopdf.pdfboxout.PDFCreationListener;
import com.openhtmltopdf.pdfboxout.PdfBoxRenderer;
import java.awt.color.ColorSpace;
import java.awt.color.ICC_Profile;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Calendar;
import java.util.Locale;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentCatalog;
import org.apache.pdfbox.pdmodel.common.PDMetadata;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDMarkInfo;
import org.apache.pdfbox.pdmodel.graphics.color.PDOutputIntent;
import org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences;

/**
 * What makes a PDF muster writes PDF/A-2b besides its embedded fonts: XMP metadata that says so
 * and repeats the info dictionary (title, subject, creator, producer, the fixed dates), and one
 * output intent with the JDK's sRGB ICC profile, which every colour on muster's pages is in.
 */
final class PdfA {

    static final String CONDITION = "sRGB IEC61966-2.1";
    private static final byte[] SRGB = ICC_Profile.getInstance(ColorSpace.CS_sRGB).getData();

    private PdfA() {
    }

    /** Replaces the document's metadata and output intents with PDF/A-2b ones matching its info dictionary. */
    static void mark(PDDocument doc, String title, String subject, String creator, String producer, Calendar date) throws IOException {
        PDDocumentCatalog catalog = doc.getDocumentCatalog();
        PDMetadata metadata = new PDMetadata(doc);
        metadata.importXMPMetadata(xmp(title, subject, creator, producer, date));
        catalog.setMetadata(metadata);
        catalog.getCOSObject().setItem(COSName.OUTPUT_INTENTS, new COSArray());
        PDOutputIntent intent = new PDOutputIntent(doc, new ByteArrayInputStream(SRGB));
        intent.setInfo(CONDITION);
        intent.setOutputCondition(CONDITION);
        intent.setOutputConditionIdentifier(CONDITION);
        intent.setRegistryName("http://www.color.org");
        catalog.addOutputIntent(intent);
        if (doc.getVersion() < 1.7f) {
            doc.setVersion(1.7f);
        }
    }

    /**
     * What openhtmltopdf's PDF/A mode put in a document's catalog before its first page: an (empty) metadata stream, which
     * {@link #mark} replaces, the mark that the document is tagged, its language ({@code lang} of the root element) and that
     * viewers show its title. Set in the same order, so that the objects keep their numbers.
     */
    static final class CatalogMarks implements PDFCreationListener {
        private final String lang;

        CatalogMarks(String lang) {
            this.lang = lang;
        }

        @Override
        public void preOpen(PdfBoxRenderer renderer) {
        }

        @Override
        public void preWrite(PdfBoxRenderer renderer, int pageCount) {
            PDDocumentCatalog catalog = renderer.getPdfDocument().getDocumentCatalog();
            catalog.setMetadata(new PDMetadata(renderer.getPdfDocument()));
            PDMarkInfo marked = new PDMarkInfo();
            marked.setMarked(true);
            catalog.setMarkInfo(marked);
            catalog.setLanguage(lang.isEmpty() ? "EN-US" : lang);
            catalog.setViewerPreferences(new PDViewerPreferences(new COSDictionary()));
            catalog.getViewerPreferences().setDisplayDocTitle(true);
        }

        @Override
        public void onClose(PdfBoxRenderer renderer) {
        }
    }

    /**
     * The XMP packet, written out as text: the JDK's XML transformer that xmpbox serialises with is a large piece of code to
     * start for a page of fixed markup (with openhtmltopdf's own use of it, about 3% of a cold build). Characters XML 1.0
     * cannot hold are left out.
     */
    static byte[] xmp(String title, String subject, String creator, String producer, Calendar date) {
        String when = iso(date);
        String text = "<?xpacket begin=\"\uFEFF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?><x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
                + "  <rdf:RDF xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\""
                + " xmlns:pdfaid=\"http://www.aiim.org/pdfa/ns/id/\" xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
                + "    <rdf:Description rdf:about=\"\">\n"
                + "      <dc:format>application/pdf</dc:format>\n"
                + "      <dc:title>\n        <rdf:Alt>\n          <rdf:li xml:lang=\"x-default\">" + escape(title) + "</rdf:li>\n"
                + "        </rdf:Alt>\n      </dc:title>\n"
                + "      <dc:description>\n        <rdf:Alt>\n          <rdf:li xml:lang=\"x-default\">" + escape(subject) + "</rdf:li>\n"
                + "        </rdf:Alt>\n      </dc:description>\n"
                + "    </rdf:Description>\n"
                + "    <rdf:Description rdf:about=\"\">\n      <pdf:Producer>" + escape(producer) + "</pdf:Producer>\n    </rdf:Description>\n"
                + "    <rdf:Description xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" rdf:about=\"\">\n"
                + "      <xmp:CreatorTool>" + escape(creator) + "</xmp:CreatorTool>\n"
                + "      <xmp:CreateDate>" + when + "</xmp:CreateDate>\n"
                + "      <xmp:ModifyDate>" + when + "</xmp:ModifyDate>\n"
                + "    </rdf:Description>\n"
                + "    <rdf:Description rdf:about=\"\">\n      <pdfaid:part>2</pdfaid:part>\n      <pdfaid:conformance>B</pdfaid:conformance>\n"
                + "    </rdf:Description>\n  </rdf:RDF>\n</x:xmpmeta><?xpacket end=\"w\"?>\n";
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** Text as XML character data: markup characters escaped, those XML 1.0 forbids (controls, lone surrogates) left out. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '&') {
                out.append("&amp;");
            } else if (c == '<') {
                out.append("&lt;");
            } else if (c == '>') {
                out.append("&gt;");
            } else if (c == '\r') {
                out.append("&#13;");
            } else if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(++i));
            } else if ((c >= 0x20 || c == '\t' || c == '\n') && !Character.isSurrogate(c) && c != 0xFFFE && c != 0xFFFF) {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** A date as XMP writes it: 2000-01-01T00:00:00+00:00, in the calendar's own zone. */
    private static String iso(Calendar date) {
        int offset = date.get(Calendar.ZONE_OFFSET) + date.get(Calendar.DST_OFFSET);
        int minutes = Math.abs(offset) / 60000;
        return String.format(Locale.ROOT, "%04d-%02d-%02dT%02d:%02d:%02d%s%02d:%02d", date.get(Calendar.YEAR),
                date.get(Calendar.MONTH) + 1, date.get(Calendar.DAY_OF_MONTH), date.get(Calendar.HOUR_OF_DAY), date.get(Calendar.MINUTE),
                date.get(Calendar.SECOND), offset < 0 ? "-" : "+", minutes / 60, minutes % 60);
    }
}
