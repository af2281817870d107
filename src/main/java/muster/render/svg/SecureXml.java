package muster.render.svg;

import java.io.IOException;
import java.io.StringReader;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.ContentHandler;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;
import org.xml.sax.ext.LexicalHandler;

/**
 * The JDK's XML parser, locked down, for the markup muster's templates write (XHTML pages, SVG maps and sheets): namespace
 * aware, a DOCTYPE declaration refused (so no entity is ever declared, expanded or fetched), external entities, DTDs,
 * schemas and XInclude off, secure processing on, and no element of more than {@link #MAX_ATTRIBUTES} attributes. Text
 * that is not well-formed is thrown as a {@link SAXParseException} with its line and column; nothing goes to stderr.
 *
 * <p>One parser per thread reads the pages and the maps alike, one document after another: making and configuring one
 * is a good part of the cost of a small SVG in a cold build.
 */
public final class SecureXml {

    /** The most attributes an element may have: a page's template writes a handful; the DOM and the painter take more ever slower. */
    public static final int MAX_ATTRIBUTES = 1000;

    private static final String LEXICAL_HANDLER = "http://xml.org/sax/properties/lexical-handler";

    /** The thread's parser while no document is being read with it (taken while it reads one). */
    private static final ThreadLocal<XMLReader> PARSER = new ThreadLocal<>();

    private SecureXml() {
    }

    /**
     * Reads {@code xml} through, telling {@code content} what it holds, and {@code lexical} (null for none) where comments
     * and CDATA sections stand; throws at the first thing not well-formed.
     */
    public static void parse(String xml, ContentHandler content, LexicalHandler lexical) throws SAXException, IOException {
        XMLReader parser = PARSER.get();
        if (parser == null) {
            parser = newParser();
        }
        PARSER.remove(); // put back only after a parse that completed
        parser.setContentHandler(content);
        parser.setProperty(LEXICAL_HANDLER, lexical);
        parser.parse(new InputSource(new StringReader(xml)));
        parser.setContentHandler(null);
        parser.setProperty(LEXICAL_HANDLER, null);
        PARSER.set(parser);
    }

    private static XMLReader newParser() throws SAXException {
        try {
            // newDefaultInstance: the JDK's own parser, even if another implementation is on the class path
            SAXParserFactory factory = SAXParserFactory.newDefaultInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            factory.setXIncludeAware(false);
            factory.setValidating(false);
            factory.setNamespaceAware(true);
            XMLReader reader = factory.newSAXParser().getXMLReader();
            reader.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            reader.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            reader.setProperty("http://www.oracle.com/xml/jaxp/properties/elementAttributeLimit", String.valueOf(MAX_ATTRIBUTES));
            reader.setErrorHandler(THROWING);
            reader.setEntityResolver((publicId, systemId) -> {
                throw new SAXException("external entity refused: " + systemId); // with a DOCTYPE refused, nothing asks
            });
            return reader;
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser cannot be configured securely", e);
        }
    }

    /** Errors thrown, warnings dropped: without a handler of its own the parser writes each to stderr. */
    static final ErrorHandler THROWING = new ErrorHandler() {
        @Override
        public void warning(SAXParseException e) {
            // not fatal, and must not go to stderr
        }

        @Override
        public void error(SAXParseException e) throws SAXException {
            throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            throw e;
        }
    };
}
