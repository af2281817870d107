package muster.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.TimeZone;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** The XMP packet is well-formed XML that holds the document's own words and dates. */
class XmpTest {

    private static Document parse(byte[] xmp) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(xmp));
    }

    private static String text(Document d, String ns, String name) {
        return d.getElementsByTagNameNS(ns, name).item(0).getTextContent();
    }

    @Test
    void markupInATitleIsEscapedAndCharactersXmlCannotHoldAreLeftOut() throws Exception {
        String title = "Fish & Chips <at> \"Kettle\" Hill\u0007\r\n\tthe \uD800end \uD83D\uDE00 \u00e9";
        Document d = parse(PdfA.xmp(title, "a > b", "muster", "muster (PDFBox)", Reproducible.FIXED_DATE));
        assertEquals("Fish & Chips <at> \"Kettle\" Hill\r\n\tthe end \uD83D\uDE00 \u00e9", text(d, "http://www.w3.org/1999/02/22-rdf-syntax-ns#", "li"));
        assertEquals("a > b", d.getElementsByTagNameNS("http://www.w3.org/1999/02/22-rdf-syntax-ns#", "li").item(1).getTextContent());
        assertEquals("muster (PDFBox)", text(d, "http://ns.adobe.com/pdf/1.3/", "Producer"));
        assertEquals("2000-01-01T00:00:00+00:00", text(d, "http://ns.adobe.com/xap/1.0/", "CreateDate"));
        assertEquals("2", text(d, "http://www.aiim.org/pdfa/ns/id/", "part"));
    }

    @Test
    void aDateIsWrittenInItsOwnZone() throws Exception {
        GregorianCalendar c = new GregorianCalendar(TimeZone.getTimeZone("GMT-05:30"));
        c.clear();
        c.set(1898, Calendar.JULY, 1, 6, 30, 5);
        Document d = parse(PdfA.xmp("t", "s", "c", "p", c));
        assertEquals("1898-07-01T06:30:05-05:30", text(d, "http://ns.adobe.com/xap/1.0/", "ModifyDate"));
    }
}
