package muster.render;

import java.awt.color.ColorSpace;
import java.awt.color.ICC_Profile;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Calendar;
import javax.xml.transform.TransformerException;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentCatalog;
import org.apache.pdfbox.pdmodel.common.PDMetadata;
import org.apache.pdfbox.pdmodel.graphics.color.PDOutputIntent;
import org.apache.xmpbox.XMPMetadata;
import org.apache.xmpbox.schema.AdobePDFSchema;
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

    private static byte[] xmp(String title, String subject, String creator, String producer, Calendar date) throws IOException {
        XMPMetadata xmp = XMPMetadata.createXMPMetadata();
        DublinCoreSchema dc = xmp.createAndAddDublinCoreSchema();
        dc.setFormat("application/pdf");
        dc.setTitle(title);
        dc.setDescription(subject);
        AdobePDFSchema pdf = xmp.createAndAddAdobePDFSchema();
        pdf.setProducer(producer);
        XMPBasicSchema basic = xmp.createAndAddXMPBasicSchema();
        basic.setCreatorTool(creator);
        basic.setCreateDate(date);
        basic.setModifyDate(date);
        PDFAIdentificationSchema id = xmp.createAndAddPDFAIdentificationSchema();
        try {
            id.setPart(2);
            id.setConformance("B");
        } catch (BadFieldValueException e) {
            throw new IllegalStateException(e);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            new XmpSerializer().serialize(xmp, out, true);
        } catch (TransformerException e) {
            throw new IOException("could not write the XMP metadata: " + e.getMessage(), e);
        }
        // some XML transformers drop the prefix of xml:lang; readers then miss the language of the title
        String text = out.toString(StandardCharsets.UTF_8).replace(" lang=\"x-default\"", " xml:lang=\"x-default\"");
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
