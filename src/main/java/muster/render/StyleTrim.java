package muster.render;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Takes out of a page's {@code <style>} the selectors that no element of the page can match, before
 * openhtmltopdf lays it out: its matcher tries every selector on every element, and a kit's cards
 * or a side's handout use only part of the pack's stylesheet. A selector is dropped only when it
 * names a class that no element carries or an element that the page does not have, so it could
 * match nothing; the rest keep their text and their order, and with it the cascade's result (the
 * matcher sorts by specificity, then by position). At-rules stay as written, and a rule whose
 * selectors read as anything but element names, classes, simple pseudo-classes and descendant or
 * child combinators stays whole. A sheet this reader does not follow (escapes, markup comments, an
 * unclosed block) is left untouched. The page's id is a hash of the template's output, so it does
 * not change.
 */
final class StyleTrim {

    /** Pseudo-classes and pseudo-elements that only narrow what a compound matches. */
    private static final Set<String> NARROWING = Set.of("first-child", "last-child", "before", "after", "first-line",
            "first-letter", "link", "visited", "hover", "active", "focus");

    /** Elements openhtmltopdf adds to a page while laying it out (footnotes and their links; images for content urls). */
    private static final Set<String> ADDED_BY_LAYOUT = Set.of("a", "img", "fs-footnote", "fs-footnote-body", "fs-footnote-marker");

    private final Set<String> types;
    private final Set<String> classes;
    private final List<Element> styles;

    private StyleTrim(Set<String> types, Set<String> classes, List<Element> styles) {
        this.types = types;
        this.classes = classes;
        this.styles = styles;
    }

    /** The element names and classes of a page (in lower case), and its {@code <style>} elements. */
    static StyleTrim of(Document dom) {
        Set<String> types = new HashSet<>(ADDED_BY_LAYOUT);
        Set<String> classes = new HashSet<>();
        List<Element> styles = new ArrayList<>();
        NodeList all = dom.getElementsByTagNameNS("*", "*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            String local = e.getLocalName() == null ? e.getNodeName() : e.getLocalName();
            types.add(local.toLowerCase(Locale.ROOT));
            types.add(e.getNodeName().toLowerCase(Locale.ROOT));
            addWords(e.getAttribute("class"), classes);
            if ("style".equals(local)) {
                styles.add(e);
            }
        }
        return new StyleTrim(types, classes, styles);
    }

    private static void addWords(String text, Set<String> words) {
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean space = i == text.length() || Character.isWhitespace(text.charAt(i));
            if (space && start >= 0) {
                words.add(text.substring(start, i).toLowerCase(Locale.ROOT));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
    }

    /** Rewrites each {@code <style>} of the page to the rules some element of it can match. */
    void trimStyles() {
        for (Element style : styles) {
            String css = style.getTextContent();
            String kept = keep(css);
            if (kept != null && !kept.equals(css)) {
                while (style.getFirstChild() != null) {
                    style.removeChild(style.getFirstChild());
                }
                style.appendChild(style.getOwnerDocument().createTextNode(kept));
            }
        }
    }

    /**
     * The stylesheet with only the selectors that could match an element of the page, or null when
     * the sheet holds something this reader does not follow.
     */
    String keep(String css) {
        if (css.contains("<!--") || css.contains("-->")) {
            return null;
        }
        StringBuilder out = new StringBuilder(css.length());
        int i = 0;
        int n = css.length();
        while (true) {
            i = skipSpaceAndComments(css, i);
            if (i < 0) {
                return null;
            }
            if (i >= n) {
                return out.toString();
            }
            int open = find(css, i, "{;}\\");
            if (open < 0 || css.charAt(open) == '}' || css.charAt(open) == '\\') {
                return null;
            }
            if (css.charAt(i) == '@') {
                int end = css.charAt(open) == ';' ? open + 1 : blockEnd(css, open, true);
                if (end < 0) {
                    return null;
                }
                out.append(css, i, end).append('\n');
                i = end;
                continue;
            }
            if (css.charAt(open) == ';') {
                return null;
            }
            int end = blockEnd(css, open, false);
            if (end < 0) {
                return null;
            }
            String selectors = selectors(css.substring(i, open).trim());
            if (!selectors.isEmpty()) {
                out.append(selectors).append(' ').append(css, open, end).append('\n');
            }
            i = end;
        }
    }

    /** The selectors of a rule that could match, comma-separated; the prelude as written when it is not plain. */
    private String selectors(String prelude) {
        List<String> kept = new ArrayList<>();
        for (String selector : prelude.split(",", -1)) {
            String s = selector.trim();
            Boolean could = couldMatch(s);
            if (could == null) {
                return prelude;
            }
            if (could) {
                kept.add(s);
            }
        }
        return String.join(", ", kept);
    }

    /** Whether a selector could match here; null when it is not made of the plain parts this reader knows. */
    private Boolean couldMatch(String s) {
        if (s.isEmpty()) {
            return null;
        }
        boolean could = true;
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '>' || c == '*') {
                i++;
                continue;
            }
            if (c == '[') {
                // an attribute condition only narrows its compound
                int close = find(s, i, "]");
                if (close < 0) {
                    return null;
                }
                i = close + 1;
                continue;
            }
            int start = i;
            boolean pseudo = false;
            if (c == '.') {
                start = ++i;
            } else if (c == ':') {
                i += i + 1 < n && s.charAt(i + 1) == ':' ? 2 : 1;
                start = i;
                pseudo = true;
            }
            while (i < n && isNameChar(s.charAt(i))) {
                i++;
            }
            if (i == start) {
                return null;
            }
            String name = s.substring(start, i).toLowerCase(Locale.ROOT);
            if (pseudo) {
                if (!NARROWING.contains(name)) {
                    return null;
                }
            } else if (c == '.') {
                could &= classes.contains(name);
            } else {
                could &= types.contains(name);
            }
        }
        return could;
    }

    private static boolean isNameChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_';
    }

    /** The index after white space and comments from i, or -1 in an unclosed comment. */
    private static int skipSpaceAndComments(String css, int i) {
        while (i < css.length()) {
            char c = css.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (css.startsWith("/*", i)) {
                int close = css.indexOf("*/", i + 2);
                if (close < 0) {
                    return -1;
                }
                i = close + 2;
            } else {
                break;
            }
        }
        return i;
    }

    /** The index of the first of these characters from i outside strings and comments, or -1. */
    private static int find(String css, int i, String chars) {
        while (i < css.length()) {
            char c = css.charAt(i);
            if (chars.indexOf(c) >= 0) {
                return i;
            }
            int next = skipToken(css, i);
            if (next < 0) {
                return -1;
            }
            i = next;
        }
        return -1;
    }

    /** The index after the block that opens at open, or -1 when it is not closed (or nests where it may not). */
    private static int blockEnd(String css, int open, boolean nesting) {
        int depth = 0;
        int i = open;
        while (i < css.length()) {
            char c = css.charAt(i);
            if (c == '{') {
                depth++;
                if (depth > 1 && !nesting) {
                    return -1;
                }
            } else if (c == '}') {
                depth--;
                if (depth == 0) {
                    return i + 1;
                }
            }
            int next = skipToken(css, i);
            if (next < 0) {
                return -1;
            }
            i = next;
        }
        return -1;
    }

    /** The index after the character, escape, string or comment at i, or -1 when a string or comment is not closed. */
    private static int skipToken(String css, int i) {
        char c = css.charAt(i);
        if (c == '\\') {
            return i + 2 <= css.length() ? i + 2 : -1;
        }
        if (c == '"' || c == '\'') {
            for (int j = i + 1; j < css.length(); j++) {
                char d = css.charAt(j);
                if (d == '\\') {
                    j++;
                } else if (d == c) {
                    return j + 1;
                } else if (d == '\n') {
                    return -1;
                }
            }
            return -1;
        }
        if (css.startsWith("/*", i)) {
            int close = css.indexOf("*/", i + 2);
            return close < 0 ? -1 : close + 2;
        }
        return i + 1;
    }
}
