package muster.render;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import muster.render.svg.SecureXml;
import org.w3c.dom.DOMException;
import org.w3c.dom.DOMImplementation;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.ext.DefaultHandler2;

/**
 * Reads the XHTML a template wrote into the DOM openhtmltopdf lays out: read by the JDK's parser locked down ({@link SecureXml}:
 * no DTDs, no entities, nothing outside the text, at most 1,000 attributes an element), the one that reads the maps, and built
 * with the JDK's DOM as its DOM parser built it, node for node.
 */
final class Xhtml {

    private Xhtml() {
    }

    static Document parse(String xhtml, String what) throws RenderException {
        Builder builder = new Builder(Dom.IMPLEMENTATION.createDocument(null, null, null));
        try {
            SecureXml.parse(xhtml, builder, builder);
        } catch (SAXParseException e) {
            throw new RenderException(what + " is not well-formed XHTML at line " + e.getLineNumber() + ", column "
                    + e.getColumnNumber() + ": " + e.getMessage(), e);
        } catch (SAXException | IOException e) {
            throw new RenderException(what + " could not be read as XHTML: " + e.getMessage(), e);
        } catch (DOMException e) {
            // a name the DOM holds to Namespaces in XML more strictly than the parser did
            throw new RenderException(what + " could not be read as XHTML: " + e.getMessage(), e);
        }
        return builder.document;
    }

    /** The JDK's DOM, made on first use. */
    private static final class Dom {
        static final DOMImplementation IMPLEMENTATION = implementation();

        private static DOMImplementation implementation() {
            try {
                return DocumentBuilderFactory.newDefaultInstance().newDocumentBuilder().getDOMImplementation();
            } catch (ParserConfigurationException e) {
                throw new IllegalStateException("the JDK's DOM is not available", e);
            }
        }
    }

    /**
     * Appends each node the parser reads to the element it stands in (the document itself outside the root): namespace
     * declarations as attributes, character data between two other nodes as one text node, CDATA sections, comments and
     * processing instructions as nodes of their own.
     */
    private static final class Builder extends DefaultHandler2 {
        private final Document document;
        private final Deque<Node> open = new ArrayDeque<>();
        private final StringBuilder text = new StringBuilder();
        private final List<String[]> declared = new ArrayList<>();
        private boolean inCdata;
        private Locator locator;

        Builder(Document document) {
            this.document = document;
            open.push(document);
        }

        @Override
        public void startPrefixMapping(String prefix, String uri) {
            declared.add(new String[] {prefix.isEmpty() ? "xmlns" : "xmlns:" + prefix, uri});
        }

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) throws SAXException {
            flush();
            colonFirst(qName);
            Element e = document.createElementNS(uri.isEmpty() ? null : uri, qName);
            for (String[] d : declared) {
                e.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, d[0], d[1]);
            }
            declared.clear();
            for (int i = 0; i < attributes.getLength(); i++) {
                String ns = attributes.getURI(i);
                colonFirst(attributes.getQName(i));
                e.setAttributeNS(ns.isEmpty() ? null : ns, attributes.getQName(i), attributes.getValue(i));
            }
            open.peek().appendChild(e);
            open.push(e);
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            flush();
            open.pop();
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            text.append(ch, start, length);
        }

        @Override
        public void startCDATA() {
            flush();
            inCdata = true;
        }

        @Override
        public void endCDATA() {
            open.peek().appendChild(document.createCDATASection(text.toString()));
            text.setLength(0);
            inCdata = false;
        }

        @Override
        public void comment(char[] ch, int start, int length) {
            flush();
            open.peek().appendChild(document.createComment(new String(ch, start, length)));
        }

        @Override
        public void processingInstruction(String target, String data) {
            flush();
            open.peek().appendChild(document.createProcessingInstruction(target, data));
        }

        /**
         * Refuses a name that starts with a colon, which Namespaces in XML forbids and the parser lets through: the DOM would
         * take {@code :c} for {@code c}.
         */
        private void colonFirst(String qName) throws SAXParseException {
            if (qName.startsWith(":")) {
                throw new SAXParseException("the name '" + qName + "' starts with a colon, which Namespaces in XML forbids", locator);
            }
        }

        /** The character data read since the last other node, as a text node. */
        private void flush() {
            if (text.length() > 0 && !inCdata) {
                if (open.peek() != document) { // the parser reports no text outside the root; a document could not hold it
                    open.peek().appendChild(document.createTextNode(text.toString()));
                }
                text.setLength(0);
            }
        }
    }
}
