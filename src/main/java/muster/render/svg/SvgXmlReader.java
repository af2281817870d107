package muster.render.svg;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Reads SVG text into an {@link SvgElement} tree with the JDK's XML parser locked down: DOCTYPE declarations
 * are refused outright (which rules out entity expansion and XXE), no external DTD, schema or XInclude is
 * ever loaded, and element count and depth are capped.
 *
 * <p>The tree is built from the parser's events, as the DOM would hold it with CDATA coalesced and comments
 * left out: character data between two tags (or processing instructions) is one text node, attributes come
 * in the DOM's order (by qualified name). Errors come in the DOM reading's order too: not well-formed first,
 * then a root outside the SVG namespace, then the first cap passed in document order.
 */
final class SvgXmlReader {

    static final String SVG_NS = "http://www.w3.org/2000/svg";
    static final String XLINK_NS = "http://www.w3.org/1999/xlink";

    /** Elements whose character data matters; whitespace between other elements is dropped. */
    private static final Set<String> TEXT_HOLDERS = Set.of("text", "tspan", "style");

    /** One configured parser per render thread (making one is a good part of the cost of a small SVG). */
    private static final ThreadLocal<XMLReader> PARSER = new ThreadLocal<>();

    private final Warnings warnings;

    SvgXmlReader(Warnings warnings) {
        this.warnings = warnings;
    }

    /** Parses {@code svg} and returns the root element (whatever its name; the caller checks it). */
    SvgElement read(String svg) {
        TreeBuilder tree = new TreeBuilder();
        parse(svg, tree);
        if (tree.failure != null) {
            throw tree.failure;
        }
        return tree.root;
    }

    private static void parse(String svg, TreeBuilder tree) {
        try {
            XMLReader parser = PARSER.get();
            if (parser == null) {
                parser = secureParser();
            }
            PARSER.remove(); // taken while parsing; put back only after a parse that completed
            parser.setContentHandler(tree);
            parser.parse(new InputSource(new StringReader(svg)));
            parser.setContentHandler(null);
            PARSER.set(parser);
        } catch (SAXParseException e) {
            throw new SvgException("SVG is not well-formed or uses forbidden XML features (line "
                    + e.getLineNumber() + ", column " + e.getColumnNumber() + "): " + e.getMessage(), e);
        } catch (SAXException | IOException e) {
            throw new SvgException("cannot parse SVG: " + e.getMessage(), e);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("JDK XML parser cannot be configured securely", e);
        }
    }

    private static XMLReader secureParser() throws ParserConfigurationException, SAXException {
        // newDefaultInstance: the JDK's own parser, even if another implementation is on the classpath
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
        reader.setErrorHandler(new ThrowingErrorHandler());
        reader.setEntityResolver((publicId, systemId) -> {
            throw new SAXException("external entity refused: " + systemId);
        });
        return reader;
    }

    /** Builds the tree from parser events; a cap passed is kept to throw once the parse is through. */
    private final class TreeBuilder extends DefaultHandler {

        private SvgElement root;
        private SvgException failure;
        private int elementCount;
        private final Deque<SvgElement> open = new ArrayDeque<>();
        /** Levels inside an element whose content is not read (metadata, foreign namespace); 0 outside one. */
        private int skipping;
        /** Whether the element being skipped is in the tree (metadata) and so on the open stack. */
        private boolean skippingOpen;
        private final StringBuilder text = new StringBuilder();

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attrs) {
            flushText();
            if (failure != null) {
                return;
            }
            if (skipping > 0) {
                skipping++;
                return;
            }
            SvgElement parent = open.peek();
            if (parent == null && root != null) {
                return; // cannot happen in well-formed XML
            }
            if (!isSvgNamespace(uri)) {
                if (parent == null) {
                    failure = new SvgException("root element <" + localName + "> is not in the SVG namespace");
                } else {
                    warnings.add("skipped element <" + (qName.isEmpty() ? localName : qName) + "> from namespace "
                            + uri + " inside " + parent.describe());
                    skipping = 1;
                    skippingOpen = false;
                }
                return;
            }
            int depth = open.size() + 1;
            if (depth > SvgLimits.MAX_DEPTH) {
                failure = new SvgException("SVG nests deeper than " + SvgLimits.MAX_DEPTH + " elements at <"
                        + localName + ">");
                return;
            }
            if (++elementCount > SvgLimits.MAX_ELEMENTS) {
                failure = new SvgException("SVG has more than " + SvgLimits.MAX_ELEMENTS + " elements");
                return;
            }
            SvgElement element = new SvgElement(localName, attributes(attrs), parent, elementCount);
            if (parent == null) {
                root = element;
            } else {
                parent.addChild(element);
            }
            open.push(element);
            if (element.name().equals("metadata")) {
                skipping = 1; // arbitrary foreign XML lives here; never looked at
                skippingOpen = true;
            }
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            flushText();
            if (failure != null) {
                return;
            }
            if (skipping > 0) {
                if (--skipping == 0 && skippingOpen) {
                    open.pop(); // the end of the metadata element itself
                }
                return;
            }
            open.pop();
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            if (failure == null && skipping == 0 && !open.isEmpty() && TEXT_HOLDERS.contains(open.peek().name())) {
                text.append(ch, start, length);
            }
        }

        @Override
        public void processingInstruction(String target, String data) {
            flushText(); // a node of its own in the DOM, between two text nodes
        }

        private void flushText() {
            if (text.length() > 0) {
                open.peek().addChild(new SvgText(text.toString()));
                text.setLength(0);
            }
        }
    }

    /** The attributes by qualified name, as the DOM orders them. */
    private static Map<String, String> attributes(Attributes attrs) {
        Map<String, String> result = new LinkedHashMap<>();
        int n = attrs.getLength();
        String[] qNames = new String[n];
        int[] order = new int[n];
        for (int i = 0; i < n; i++) { // insertion sort: an element has a handful of attributes
            String qName = attrs.getQName(i);
            qNames[i] = qName;
            int k = i;
            while (k > 0 && qNames[order[k - 1]].compareTo(qName) > 0) {
                order[k] = order[k - 1];
                k--;
            }
            order[k] = i;
        }
        for (int i : order) {
            String ns = attrs.getURI(i);
            String local = attrs.getLocalName(i);
            if (local == null || local.isEmpty()) {
                local = qNames[i];
            }
            if (ns == null || ns.isEmpty()) {
                result.put(local, attrs.getValue(i));
            } else if (XLINK_NS.equals(ns)) {
                result.put("xlink:" + local, attrs.getValue(i));
            } else if (XMLConstants.XML_NS_URI.equals(ns)) {
                result.put("xml:" + local, attrs.getValue(i));
            }
            // xmlns declarations and foreign attributes (inkscape:, sodipodi:) are dropped
        }
        return result;
    }

    /** Templates often omit xmlns; elements without a namespace are taken as SVG. */
    private static boolean isSvgNamespace(String ns) {
        return ns == null || ns.isEmpty() || SVG_NS.equals(ns);
    }

    private static final class ThrowingErrorHandler implements ErrorHandler {
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
    }
}
