package muster.render;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

/**
 * Sets the f-ligatures (ff, fi, fl, ffi, ffl) of a page's text as their own characters, U+FB00 to U+FB04, which
 * every common cut has. They are the ligatures DejaVu's glyph substitution table forms and PDFBox applied when
 * drawing; the common cuts leave that table out, because PDFBox built a regular expression from it for every run
 * of text it drew (a tenth of a build of all bundled scenarios). Set as characters, the ligatures are also what
 * the layout measures, where before it measured the separate letters.
 */
final class Ligatures {

    private static final Pattern F_PAIRS = Pattern.compile("ff[il]|f[fil]");

    private Ligatures() {
    }

    /**
     * Rewrites the text of every element but style and script, unless the page asks anywhere for
     * {@code text-transform: capitalize}, which cannot capitalise a ligature (U+FB01 has no one-letter capital).
     */
    static void form(Document dom, String xhtml) {
        if (!xhtml.contains("capitalize")) {
            form(dom.getDocumentElement());
        }
    }

    private static void form(Node node) {
        for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
            switch (child.getNodeType()) {
                case Node.TEXT_NODE, Node.CDATA_SECTION_NODE -> {
                    String text = child.getNodeValue();
                    if (text.indexOf('f') >= 0) {
                        child.setNodeValue(form(text));
                    }
                }
                case Node.ELEMENT_NODE -> {
                    String name = child.getLocalName() != null ? child.getLocalName() : child.getNodeName();
                    if (!name.equals("style") && !name.equals("script")) {
                        form(child);
                    }
                }
                default -> {
                }
            }
        }
    }

    static String form(String text) {
        Matcher m = F_PAIRS.matcher(text);
        if (!m.find()) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length());
        int last = 0;
        do {
            sb.append(text, last, m.start()).append(switch (m.group()) {
                case "ff" -> '\uFB00';
                case "fi" -> '\uFB01';
                case "fl" -> '\uFB02';
                case "ffi" -> '\uFB03';
                default -> '\uFB04';
            });
            last = m.end();
        } while (m.find());
        return sb.append(text, last, text.length()).toString();
    }
}
