package muster.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The DOM built from the JDK's SAX parser's events is the DOM the JDK's DOM parser built, node for node, and the text it
 * refused is refused, on hand-written documents and on thousands of small mutations of them; a DOCTYPE, an entity muster
 * does not know, text that is not well-formed and an element of more than 1,000 attributes are refused with their line
 * and column, without a word to stderr, and nothing outside the text is read.
 */
class XhtmlTest {

    static final List<String> SEEDS = List.of(
            "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><title>T &amp; U</title><style>\np { a: b }\r\n</style></head>"
                    + "<body class='x  y'><p id=\"a\" title=\"tab\there&#9;kept\r\nline&#10;\">Fish &amp; Chips &#233;&#xe9; &lt;&gt;&quot;&apos;</p>"
                    + "<!-- a comment --><?pi some data?><![CDATA[a < b & c]]><div/><object type=\"x\" data-map=\"m\"></object></body></html>",
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!-- before -->\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
                    + "xmlns:xlink=\"http://www.w3.org/1999/xlink\" xml:space=\"preserve\"><a xlink:href=\"#x\"><text>\u2014 \u00e9 \ud83d\ude00"
                    + "</text></a><g xmlns:ink=\"urn:ink\" ink:label=\"l\"><ink:thing ink:a='1' b=\"2\"/></g></svg>\n<?after?>\n",
            "<x:root xmlns:x='urn:x' xmlns='urn:d'><x:a><b c='1' x:c='2'/></x:a><c xmlns=''>plain</c>\r<d>cr\rlf\r\n</d></x:root>",
            "<p>line one\nline two\n\n<b>bold</b> <i>it</i>]] ] &gt; </p>");

    /** The JDK's DOM parser as Xhtml used it before it built the DOM from the SAX parser's events. */
    private static Document jdk(String xml) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newDefaultInstance();
        f.setNamespaceAware(true);
        f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        f.setFeature("http://xml.org/sax/features/external-general-entities", false);
        f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        f.setXIncludeAware(false);
        f.setExpandEntityReferences(false);
        DocumentBuilder builder = f.newDocumentBuilder();
        builder.setErrorHandler(new DefaultHandler() {
            @Override
            public void fatalError(SAXParseException e) throws SAXException {
                throw e;
            }
        });
        return builder.parse(new InputSource(new StringReader(xml)));
    }

    /** Everything about a DOM that a reader of it sees, written out. */
    static String describe(Node node) {
        StringBuilder sb = new StringBuilder();
        describe(node, sb, 0);
        return sb.toString();
    }

    private static void describe(Node node, StringBuilder sb, int depth) {
        sb.append("  ".repeat(depth)).append(node.getNodeType()).append(' ').append(node.getNamespaceURI()).append(' ')
                .append(node.getNodeName()).append(' ').append(node.getLocalName()).append(' ').append(node.getPrefix());
        if (node.getNodeType() != Node.ELEMENT_NODE && node.getNodeType() != Node.DOCUMENT_NODE) {
            sb.append(" [").append(node.getNodeValue()).append(']');
        }
        NamedNodeMap attributes = node.getAttributes();
        if (attributes != null) {
            for (int i = 0; i < attributes.getLength(); i++) {
                Attr a = (Attr) attributes.item(i);
                sb.append(" @").append(a.getNamespaceURI()).append(' ').append(a.getName()).append(' ').append(a.getLocalName())
                        .append("=[").append(a.getValue()).append(']').append(a.getSpecified());
            }
        }
        sb.append('\n');
        for (Node c = node.getFirstChild(); c != null; c = c.getNextSibling()) {
            describe(c, sb, depth + 1);
        }
    }

    /** What each reader makes of the text: its DOM, or that it refused it. */
    private static String[] both(String xml) {
        String theirs;
        try {
            theirs = describe(jdk(xml));
        } catch (SAXException e) {
            theirs = "refused";
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        String ours;
        try {
            ours = describe(Xhtml.parse(xml, "test"));
        } catch (RenderException e) {
            ours = "refused";
        }
        return new String[] {theirs, ours};
    }

    @Test
    void theDomIsTheJdkParsersDom() {
        for (String seed : SEEDS) {
            String[] b = both(seed);
            assertTrue(!b[0].equals("refused"), seed);
            assertEquals(b[0], b[1], seed);
        }
    }

    @Test
    void mutatedTextIsReadOrRefusedAsTheJdkParserDid() {
        String alphabet = "<>&;'\"=/!?-[]:#x \t\r\nA\u00e9\u0001\ud800\ufffe\u2014";
        Random random = new Random(Long.getLong("muster.xml.seed", 1898));
        List<String> differ = new ArrayList<>();
        int refused = 0;
        for (int i = 0; i < Integer.getInteger("muster.xml.mutations", 6000); i++) {
            StringBuilder s = new StringBuilder(SEEDS.get(i % SEEDS.size()));
            for (int k = random.nextInt(3); k >= 0; k--) {
                int at = random.nextInt(s.length());
                switch (random.nextInt(4)) {
                    case 0 -> s.deleteCharAt(at);
                    case 1 -> s.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    case 2 -> s.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    default -> {
                        int to = Math.min(s.length(), at + 1 + random.nextInt(12));
                        s.insert(random.nextInt(s.length()), s.substring(at, to));
                    }
                }
            }
            String xml = s.toString();
            String[] b = both(xml);
            refused += b[0].equals("refused") ? 1 : 0;
            if (b[1].equals("refused") && COLON_FIRST.matcher(b[0]).find()) {
                continue; // the JDK's DOM parser let a name start with a colon, which Namespaces in XML forbids and its DOM refuses
            }
            if (!b[0].equals(b[1])) {
                differ.add(xml.replace("\n", "\\n").replace("\r", "\\r") + "\n    jdk: " + first(b[0]) + "\n    ours: " + first(b[1]));
            }
        }
        assertTrue(refused > 1000, refused + " refused");
        assertEquals(List.of(), differ.subList(0, Math.min(10, differ.size())), differ.size() + " differ");
    }

    /** An element or attribute in a {@link #describe}d DOM whose name starts with a colon. */
    private static final java.util.regex.Pattern COLON_FIRST = java.util.regex.Pattern.compile("(?m)^ *1 \\S+ :| @null :");

    private static String first(String describe) {
        return describe.length() > 300 ? describe.substring(0, 300) : describe;
    }

    @Test
    void aPageIsReadWithItsNamespacesReferencesAndLineEnds() throws RenderException {
        Document dom = Xhtml.parse("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" "
                + "xmlns:svg=\"http://www.w3.org/2000/svg\"><body class='x  y'><p title=\"tab\there&#9;kept\r\nline&#10;\">"
                + "Fish &amp; Chips &#233;&#xe9; &lt;&gt;&quot;&apos;\r\n</p><!-- c --><?pi data?><![CDATA[a < b]]><svg:svg/></body></html>",
                "the page");
        String x = "http://www.w3.org/1999/xhtml";
        String xmlns = "http://www.w3.org/2000/xmlns/";
        assertEquals("9 null #document null null\n"
                + "  1 " + x + " html html null @" + xmlns + " xmlns xmlns=[" + x + "]true @" + xmlns + " xmlns:svg svg="
                + "[http://www.w3.org/2000/svg]true\n"
                + "    1 " + x + " body body null @null class class=[x  y]true\n"
                + "      1 " + x + " p p null @null title title=[tab here\tkept line\n]true\n"
                + "        3 null #text null null [Fish & Chips \u00e9\u00e9 <>\"'\n]\n"
                + "      8 null #comment null null [ c ]\n"
                + "      7 null pi null null [data]\n"
                + "      4 null #cdata-section null null [a < b]\n"
                + "      1 http://www.w3.org/2000/svg svg:svg svg svg\n", describe(dom));
    }

    private static String refused(String xhtml) {
        return assertThrows(RenderException.class, () -> Xhtml.parse(xhtml, "the page")).getMessage();
    }

    @Test
    void aDoctypeIsRefusedAtItsLineAndColumn() {
        assertEquals("the page is not well-formed XHTML at line 2, column 10: DOCTYPE is disallowed when the feature "
                + "\"http://apache.org/xml/features/disallow-doctype-decl\" set to true.",
                refused("<?xml version='1.0'?>\n<!DOCTYPE html [<!ENTITY a 'b'>]><html>&a;</html>"));
    }

    @Test
    void anExternalEntityIsNeverRead(@TempDir Path dir) throws IOException {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "TOP-SECRET");
        String m = refused("<!DOCTYPE html [<!ENTITY xxe SYSTEM '" + secret.toUri() + "'>]><html>&xxe;</html>");
        assertTrue(m.contains("DOCTYPE"), m);
        assertFalse(m.contains("TOP-SECRET"), m);
    }

    @Test
    void anUndeclaredEntityAndAMismatchedTagAreRefusedWhereTheyStand() {
        assertEquals("the page is not well-formed XHTML at line 3, column 8: The entity \"nbsp\" was referenced, but not declared.",
                refused("<p>\r\n<b>x</b>\ra &nbsp;</p>"));
        assertEquals("the page is not well-formed XHTML at line 1, column 13: The element type \"b\" must be terminated by the "
                + "matching end-tag \"</b>\".", refused("<p><b>bold</i></b></p>"));
        assertEquals("the page is not well-formed XHTML at line 1, column 7: The prefix \"x\" for element \"x:p\" is not bound.",
                refused("<x:p/>"));
        assertEquals("the page is not well-formed XHTML at line 2, column 18: the name ':c' starts with a colon, which Namespaces "
                + "in XML forbids", refused("<p>\n<b c='1' :c='2'/></p>"));
    }

    @Test
    void aRefusalWritesNothingToStandardError() {
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            refused("<p>");
            refused("<p a='1' a='2'/>");
        } finally {
            System.setErr(err);
        }
        assertEquals("", captured.toString(StandardCharsets.UTF_8));
    }

    @Test
    void anElementHasAtMostAThousandAttributes() throws RenderException {
        StringBuilder many = new StringBuilder("<p");
        for (int i = 0; i < 1000; i++) {
            many.append(" a").append(i).append("=''");
        }
        assertEquals(1000, Xhtml.parse(many + "/>", "the page").getDocumentElement().getAttributes().getLength());
        assertTrue(refused(many + " b=''/>").endsWith("Element \"p\" has more than \"1,000\" attributes, \"1,000\" is the "
                + "limit imposed by the JDK."), () -> refused(many + " b=''/>"));
        assertEquals("the page is not well-formed XHTML at line 1, column 22: Attribute \"a\" was already specified for "
                + "element \"p\".", refused("<p a='1' b='' a='2'/>"));
    }
}
