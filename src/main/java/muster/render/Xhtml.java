package muster.render;

import java.io.IOException;
import java.io.StringReader;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/** Parses the XHTML a template wrote, with DTDs, external entities and XInclude off. */
final class Xhtml {

    private Xhtml() {
    }

    static Document parse(String xhtml, String what) throws RenderException {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setFeature("http://xml.org/sax/features/external-general-entities", false);
            f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            f.setXIncludeAware(false);
            f.setExpandEntityReferences(false);
            DocumentBuilder builder = f.newDocumentBuilder();
            builder.setErrorHandler(null);
            return builder.parse(new InputSource(new StringReader(xhtml)));
        } catch (SAXParseException e) {
            throw new RenderException(what + " is not well-formed XHTML at line " + e.getLineNumber() + ", column "
                    + e.getColumnNumber() + ": " + e.getMessage(), e);
        } catch (SAXException | IOException | ParserConfigurationException e) {
            throw new RenderException(what + " could not be read as XHTML: " + e.getMessage(), e);
        }
    }
}
