package muster.render.svg;

import java.io.IOException;
import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * The reader as it was before it read parser events: the reference {@link SvgXmlReaderTest} holds the
 * event reader to. Reads SVG text into an {@link SvgElement} tree with the JDK's DOM parser locked down: DOCTYPE declarations
 * are refused outright (which rules out entity expansion and XXE), no external DTD, schema or XInclude is
 * ever loaded, and element count and depth are capped.
 */
final class DomSvgReader {

    static final String SVG_NS = "http://www.w3.org/2000/svg";
    static final String XLINK_NS = "http://www.w3.org/1999/xlink";

    /** Elements whose character data matters; whitespace between other elements is dropped. */
    private static final Set<String> TEXT_HOLDERS = Set.of("text", "tspan", "style");

    private final Warnings warnings;
    private int elementCount;

    DomSvgReader(Warnings warnings) {
        this.warnings = warnings;
    }

    /** Parses {@code svg} and returns the root element (whatever its name; the caller checks it). */
    SvgElement read(String svg) {
        Document document = parse(svg);
        Element root = document.getDocumentElement();
        if (!isSvgNamespace(root.getNamespaceURI())) {
            throw new SvgException("root element <" + root.getLocalName() + "> is not in the SVG namespace");
        }
        return convert(root, null, 1);
    }

    /**
     * One configured builder per render thread: making the factory and builder is a good part of the cost of
     * a small SVG, and a builder parses any number of documents one after another (never two at once).
     */
    private static final ThreadLocal<DocumentBuilder> BUILDER = new ThreadLocal<>();

    private static Document parse(String svg) {
        try {
            DocumentBuilder builder = BUILDER.get();
            if (builder == null) {
                builder = secureFactory().newDocumentBuilder();
                builder.setErrorHandler(SecureXml.THROWING);
                builder.setEntityResolver((publicId, systemId) -> {
                    throw new SAXException("external entity refused: " + systemId);
                });
            }
            BUILDER.remove(); // taken while parsing; put back only after a parse that completed
            Document document = builder.parse(new InputSource(new StringReader(svg)));
            BUILDER.set(builder);
            return document;
        } catch (SAXParseException e) {
            throw new SvgException("SVG is not well-formed or uses forbidden XML features (line "
                    + e.getLineNumber() + ", column " + e.getColumnNumber() + "): " + e.getMessage(), e);
        } catch (SAXException | IOException e) {
            throw new SvgException("cannot parse SVG: " + e.getMessage(), e);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("JDK XML parser cannot be configured securely", e);
        }
    }

    private static DocumentBuilderFactory secureFactory() throws ParserConfigurationException {
        // newDefaultInstance: the JDK's own parser, even if another implementation is on the classpath
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
        factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
        factory.setValidating(false);
        factory.setNamespaceAware(true);
        factory.setCoalescing(true); // CDATA sections arrive as plain text
        factory.setIgnoringComments(true);
        return factory;
    }

    private SvgElement convert(Element dom, SvgElement parent, int depth) {
        if (depth > SvgLimits.MAX_DEPTH) {
            throw new SvgException("SVG nests deeper than " + SvgLimits.MAX_DEPTH + " elements at <"
                    + dom.getLocalName() + ">");
        }
        if (++elementCount > SvgLimits.MAX_ELEMENTS) {
            throw new SvgException("SVG has more than " + SvgLimits.MAX_ELEMENTS + " elements");
        }
        SvgElement element = new SvgElement(dom.getLocalName(), attributes(dom), parent, elementCount);
        if (element.name().equals("metadata")) {
            return element; // arbitrary foreign XML lives here; never looked at
        }
        boolean keepText = TEXT_HOLDERS.contains(element.name());
        NodeList nodes = dom.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            Node node = nodes.item(i);
            switch (node.getNodeType()) {
                case Node.ELEMENT_NODE -> {
                    Element child = (Element) node;
                    if (isSvgNamespace(child.getNamespaceURI())) {
                        element.addChild(convert(child, element, depth + 1));
                    } else {
                        warnings.add("skipped element <" + child.getNodeName() + "> from namespace "
                                + child.getNamespaceURI() + " inside " + element.describe());
                    }
                }
                case Node.TEXT_NODE, Node.CDATA_SECTION_NODE -> {
                    if (keepText) {
                        element.addChild(new SvgText(node.getNodeValue()));
                    }
                }
                default -> {
                    // comments, processing instructions: ignored
                }
            }
        }
        return element;
    }

    private static Map<String, String> attributes(Element dom) {
        Map<String, String> result = new LinkedHashMap<>();
        NamedNodeMap attrs = dom.getAttributes();
        for (int i = 0; i < attrs.getLength(); i++) {
            Attr attr = (Attr) attrs.item(i);
            String ns = attr.getNamespaceURI();
            String local = attr.getLocalName() != null ? attr.getLocalName() : attr.getName();
            if (ns == null || ns.isEmpty()) {
                result.put(local, attr.getValue());
            } else if (XLINK_NS.equals(ns)) {
                result.put("xlink:" + local, attr.getValue());
            } else if (XMLConstants.XML_NS_URI.equals(ns)) {
                result.put("xml:" + local, attr.getValue());
            }
            // xmlns declarations and foreign attributes (inkscape:, sodipodi:) are dropped
        }
        return result;
    }

    /** Templates often omit xmlns; elements without a namespace are taken as SVG. */
    private static boolean isSvgNamespace(String ns) {
        return ns == null || ns.isEmpty() || SVG_NS.equals(ns);
    }
}
