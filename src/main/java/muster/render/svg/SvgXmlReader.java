package muster.render.svg;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Reads SVG text into an {@link SvgElement} tree with the JDK's XML parser locked down ({@link SecureXml}): DOCTYPE
 * declarations are refused outright (which rules out entity expansion and XXE), nothing but the text is read, and
 * element count and depth are capped.
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
            SecureXml.parse(svg, tree, null);
        } catch (SAXParseException e) {
            throw new SvgException("SVG is not well-formed or uses forbidden XML features (line " + e.getLineNumber()
                    + ", column " + e.getColumnNumber() + "): " + e.getMessage(), e);
        } catch (SAXException | IOException e) {
            throw new SvgException("cannot parse SVG: " + e.getMessage(), e);
        }
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

        /** Character data, CDATA sections included; comments are not reported, so the text on either side reads as one. */
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

    /** An attribute as the parser reported it: name as written, namespace ("" for none), local name, value. */
    private record Attribute(String qName, String uri, String localName, String value) {
    }

    private static final Comparator<Attribute> BY_QNAME = Comparator.comparing(Attribute::qName);

    /** The attributes by qualified name, as the DOM orders them. */
    private static Map<String, String> attributes(Attributes attrs) {
        Map<String, String> result = new LinkedHashMap<>();
        int n = attrs.getLength();
        Attribute[] sorted = new Attribute[n];
        for (int i = 0; i < n; i++) {
            String qName = attrs.getQName(i);
            String local = attrs.getLocalName(i);
            sorted[i] = new Attribute(qName, attrs.getURI(i), local == null || local.isEmpty() ? qName : local, attrs.getValue(i));
        }
        Arrays.sort(sorted, BY_QNAME); // names are unique: the parser refuses a repeated one
        for (Attribute a : sorted) {
            String ns = a.uri();
            if (ns == null || ns.isEmpty()) {
                result.put(a.localName(), a.value());
            } else if (XLINK_NS.equals(ns)) {
                result.put("xlink:" + a.localName(), a.value());
            } else if (XMLConstants.XML_NS_URI.equals(ns)) {
                result.put("xml:" + a.localName(), a.value());
            }
            // foreign attributes (inkscape:, sodipodi:) are dropped; the parser reports no namespace declarations
        }
        return result;
    }

    /** Templates often omit xmlns; elements without a namespace are taken as SVG. */
    private static boolean isSvgNamespace(String ns) {
        return ns == null || ns.isEmpty() || SVG_NS.equals(ns);
    }
}
