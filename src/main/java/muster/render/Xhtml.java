package muster.render;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import muster.render.svg.XmlScanner;
import org.w3c.dom.DOMImplementation;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Reads the XHTML a template wrote into the DOM openhtmltopdf lays out: read by {@link XmlScanner} (no DTDs, no
 * entities, nothing outside the text), built with the JDK's DOM as its parser built it, node for node.
 */
final class Xhtml {

    private Xhtml() {
    }

    static Document parse(String xhtml, String what) throws RenderException {
        Builder builder = new Builder(Dom.IMPLEMENTATION.createDocument(null, null, null));
        try {
            XmlScanner.scan(xhtml, builder);
        } catch (XmlScanner.NotWellFormed e) {
            throw new RenderException(what + " is not well-formed XHTML at line " + e.line() + ", column " + e.column() + ": "
                    + e.getMessage(), e);
        } catch (org.w3c.dom.DOMException e) {
            // a name the scanner reads by XML 1.0's fifth edition that the JDK's DOM holds to an older list of letters
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

    /** Appends each node the scanner reads to the element it stands in (the document itself outside the root). */
    private static final class Builder implements XmlScanner.Handler {
        private final Document document;
        private final Deque<Node> open = new ArrayDeque<>();

        Builder(Document document) {
            this.document = document;
            open.push(document);
        }

        @Override
        public void startElement(String uri, String localName, String qName, List<XmlScanner.Attribute> attributes) {
            Element e = document.createElementNS(uri.isEmpty() ? null : uri, qName);
            for (XmlScanner.Attribute a : attributes) {
                e.setAttributeNS(a.uri().isEmpty() ? null : a.uri(), a.qName(), a.value());
            }
            open.peek().appendChild(e);
            open.push(e);
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            open.pop();
        }

        @Override
        public void text(String text) {
            open.peek().appendChild(document.createTextNode(text));
        }

        @Override
        public void cdata(String text) {
            open.peek().appendChild(document.createCDATASection(text));
        }

        @Override
        public void comment(String text) {
            open.peek().appendChild(document.createComment(text));
        }

        @Override
        public void instruction(String target, String data) {
            open.peek().appendChild(document.createProcessingInstruction(target, data));
        }
    }
}
