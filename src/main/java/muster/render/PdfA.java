package muster.render;

import com.openhtmltopdf.pdfboxout.PDFCreationListener;
import com.openhtmltopdf.pdfboxout.PdfBoxRenderer;
import java.awt.color.ColorSpace;
import java.awt.color.ICC_Profile;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Calendar;
import javax.xml.transform.TransformerException;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentCatalog;
import org.apache.pdfbox.pdmodel.common.PDMetadata;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDMarkInfo;
import org.apache.pdfbox.pdmodel.graphics.color.PDOutputIntent;
import org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences;
import org.apache.xmpbox.XMPMetadata;
import org.apache.xmpbox.schema.DublinCoreSchema;
import org.apache.xmpbox.schema.PDFAIdentificationSchema;
import org.apache.xmpbox.schema.XMPBasicSchema;
import org.apache.xmpbox.type.BadFieldValueException;
import org.apache.xmpbox.xml.XmpSerializer;

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

    /** The XMP packet, by xmpbox. Characters XML 1.0 cannot hold are left out. */
    static byte[] xmp(String title, String subject, String creator, String producer, Calendar date) throws IOException {
        XMPMetadata xmp = XMPMetadata.createXMPMetadata();
        DublinCoreSchema dc = xmp.createAndAddDublinCoreSchema();
        dc.setFormat("application/pdf");
        dc.setTitle(xmlChars(title));
        dc.setDescription(xmlChars(subject));
        xmp.createAndAddAdobePDFSchema().setProducer(xmlChars(producer));
        XMPBasicSchema basic = xmp.createAndAddXMPBasicSchema();
        basic.setCreatorTool(xmlChars(creator));
        basic.setCreateDate(date);
        basic.setModifyDate(date);
        PDFAIdentificationSchema id = xmp.createAndAddPDFAIdentificationSchema();
        id.setPart(2);
        try {
            id.setConformance("B");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            new XmpSerializer().serialize(xmp, out, true);
            return out.toByteArray();
        } catch (BadFieldValueException | TransformerException e) {
            throw new IOException("could not write the XMP metadata: " + e.getMessage(), e);
        }
    }

    /** Text without the characters XML 1.0 forbids (controls, lone surrogates). */
    private static String xmlChars(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                out.append(c).append(text.charAt(++i));
            } else if ((c >= 0x20 || c == '\t' || c == '\n' || c == '\r') && !Character.isSurrogate(c) && c != 0xFFFE && c != 0xFFFF) {
                out.append(c);
            }
        }
        return out.toString();
    }
}
