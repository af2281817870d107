package muster.render.svg;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the markup muster's templates write (XHTML pages, SVG maps and sheets) as XML 1.0 with namespaces, strictly:
 * elements, attributes, character data, CDATA sections, comments and processing instructions, with the five predefined
 * entities and character references. A document type declaration is refused, so no entity is ever declared, expanded or
 * fetched, and nothing outside the text is read. Text that is not well-formed is refused at its line and column.
 *
 * <p>It reports what the JDK's parser reported, in the DOM's terms: line ends read as one LF, attribute values
 * normalised (a tab or line end is a space, unless written as a character reference), namespace declarations as
 * attributes in {@link #XMLNS_NS}. It replaced that parser, whose many layers a cold build ran interpreted (a tenth of
 * the time of a build of every bundled scenario went to reading the templates' output back).
 */
public final class XmlScanner {

    public static final String XML_NS = "http://www.w3.org/XML/1998/namespace";
    public static final String XMLNS_NS = "http://www.w3.org/2000/xmlns/";
    /** The most attributes an element may have: a page's template writes a handful; the DOM and the painter take more ever slower. */
    public static final int MAX_ATTRIBUTES = 1000;

    /** An attribute: its namespace ("" for none), local name, name as written, and value. */
    public record Attribute(String uri, String localName, String qName, String value) {
    }

    /** What the document holds, in document order. */
    public interface Handler {
        /** An element starts; {@code uri} is "" for no namespace. */
        void startElement(String uri, String localName, String qName, List<Attribute> attributes);

        void endElement(String uri, String localName, String qName);

        /** Character data between two pieces of markup, references resolved; never empty. */
        void text(String text);

        void cdata(String text);

        void comment(String text);

        void instruction(String target, String data);
    }

    /** Text that is not well-formed XML, or uses a feature refused here. */
    public static final class NotWellFormed extends Exception {
        private static final long serialVersionUID = 1L;
        private final int line;
        private final int column;

        NotWellFormed(String message, int line, int column) {
            super(message, null, false, false);
            this.line = line;
            this.column = column;
        }

        public int line() {
            return line;
        }

        public int column() {
            return column;
        }
    }

    private final char[] in;
    private final int end;
    private final Handler handler;
    private int pos;
    /** Prefixes in scope, innermost last: each element's declarations, or null for none. */
    private final List<Map<String, String>> scopes = new ArrayList<>();
    private final List<String[]> open = new ArrayList<>();
    private final StringBuilder buffer = new StringBuilder();

    private XmlScanner(String xml, Handler handler) {
        this.in = xml.toCharArray();
        this.end = in.length;
        this.handler = handler;
    }

    /** Reads {@code xml} through, telling {@code handler} what it holds; throws at the first thing not well-formed. */
    public static void scan(String xml, Handler handler) throws NotWellFormed {
        new XmlScanner(xml, handler).document();
    }

    private void document() throws NotWellFormed {
        if (startsWith("<?xml") && pos + 5 < end && space(in[pos + 5])) {
            declaration();
        }
        boolean root = false;
        while (true) {
            skipSpaces();
            if (pos >= end) {
                if (!root) {
                    throw error("the document has no root element");
                }
                return;
            }
            if (startsWith("<!--")) {
                comment();
            } else if (startsWith("<?")) {
                instruction();
            } else if (startsWith("<!DOCTYPE")) {
                throw error("a DOCTYPE declaration is not allowed");
            } else if (!root && in[pos] == '<' && pos + 1 < end && nameStart(codePointAt(pos + 1))) {
                element();
                root = true;
            } else {
                throw error(root ? "only comments and processing instructions may follow the root element"
                        : "only comments and processing instructions may come before the root element");
            }
        }
    }

    /** The XML declaration: version, then optionally encoding and standalone. */
    private void declaration() throws NotWellFormed {
        pos += 5;
        String[] names = {"version", "encoding", "standalone"};
        int next = 0;
        while (true) {
            boolean spaced = skipSpaces();
            if (startsWith("?>")) {
                if (next == 0) {
                    throw error("the XML declaration must give the version");
                }
                pos += 2;
                return;
            }
            if (!spaced) {
                throw error("white space is required between the XML declaration's parts");
            }
            String name = name();
            int which = next;
            while (which < names.length && !names[which].equals(name)) {
                which++;
            }
            if (which == names.length || (next == 0 && which != 0)) {
                throw error("'" + name + "' is not in its place in the XML declaration");
            }
            next = which + 1;
            skipSpaces();
            expect('=');
            skipSpaces();
            if (pos >= end || in[pos] != '"' && in[pos] != '\'') {
                throw error("a value in the XML declaration must be in quotes");
            }
            int close = indexOf(in[pos] == '"' ? "\"" : "'", pos + 1);
            if (close < 0) {
                throw error("the document ends inside the XML declaration");
            }
            String value = checked(pos + 1, close);
            // the encoding is only a note here: the text is already characters
            boolean good = switch (name) {
                case "version" -> value.equals("1.0");
                case "encoding" -> true;
                default -> value.equals("yes") || value.equals("no");
            };
            if (!good) {
                throw error(name.equals("version") ? "only XML 1.0 is read, not version '" + value + "'"
                        : "'" + value + "' is not a valid " + name + " in the XML declaration");
            }
            pos = close + 1;
        }
    }

    private void element() throws NotWellFormed {
        do {
            if (pos >= end) {
                throw error("the document ends inside <" + open.get(open.size() - 1)[2] + ">");
            }
            char c = in[pos];
            if (c != '<') {
                text();
            } else if (pos + 1 < end && in[pos + 1] == '/') {
                endTag();
            } else if (startsWith("<!--")) {
                comment();
            } else if (startsWith("<![CDATA[")) {
                cdata();
            } else if (startsWith("<?")) {
                instruction();
            } else {
                startTag();
            }
        } while (!open.isEmpty());
    }

    private void startTag() throws NotWellFormed {
        int at = pos;
        pos++;
        String qName = name();
        List<String[]> raw = new ArrayList<>(4);
        java.util.Set<String> seen = new java.util.HashSet<>();
        Map<String, String> declared = null;
        boolean empty;
        while (true) {
            boolean spaced = skipSpaces();
            if (pos >= end) {
                throw error("the document ends inside the tag <" + qName + ">");
            }
            if (in[pos] == '>') {
                pos++;
                empty = false;
                break;
            }
            if (in[pos] == '/') {
                pos++;
                expect('>');
                empty = true;
                break;
            }
            if (!spaced) {
                throw error("white space is required between the attributes of <" + qName + ">");
            }
            String name = name();
            skipSpaces();
            expect('=');
            skipSpaces();
            String value = attributeValue();
            if (!seen.add(name)) {
                throw error("<" + qName + "> has the attribute '" + name + "' twice");
            }
            if (seen.size() > MAX_ATTRIBUTES) {
                throw error("<" + qName + "> has more than " + MAX_ATTRIBUTES + " attributes");
            }
            raw.add(new String[] {name, value});
            if (name.equals("xmlns") || name.startsWith("xmlns:")) {
                String prefix = name.length() == 5 ? "" : name.substring(6);
                checkDeclaration(prefix, value);
                if (declared == null) {
                    declared = new HashMap<>(4);
                }
                declared.put(prefix, value);
            }
        }
        scopes.add(declared);
        String[] split = split(qName, at);
        if (split[0].equals("xmlns")) {
            throw errorAt("the prefix 'xmlns' is reserved for declarations and names no element", at);
        }
        String uri = resolve(split[0], at, qName);
        List<Attribute> attributes = new ArrayList<>(raw.size());
        for (String[] a : raw) {
            String name = a[0];
            Attribute attribute;
            if (name.equals("xmlns")) {
                attribute = new Attribute(XMLNS_NS, "xmlns", name, a[1]);
            } else {
                String[] parts = split(name, at);
                if (parts[0].isEmpty()) {
                    attribute = new Attribute("", name, name, a[1]);
                } else if (parts[0].equals("xmlns")) {
                    attribute = new Attribute(XMLNS_NS, parts[1], name, a[1]);
                } else {
                    attribute = new Attribute(resolve(parts[0], at, name), parts[1], name, a[1]);
                }
            }
            if (!attribute.uri().isEmpty() && !seen.add("{" + attribute.uri() + "}" + attribute.localName())) {
                throw errorAt("<" + qName + "> has the attribute {" + attribute.uri() + "}" + attribute.localName() + " twice", at);
            }
            attributes.add(attribute);
        }
        handler.startElement(uri, split[1], qName, attributes);
        if (empty) {
            handler.endElement(uri, split[1], qName);
            scopes.remove(scopes.size() - 1);
        } else {
            open.add(new String[] {uri, split[1], qName});
        }
    }

    private void checkDeclaration(String prefix, String uri) throws NotWellFormed {
        if (prefix.equals("xmlns")) {
            throw error("the prefix 'xmlns' cannot be declared");
        }
        if (prefix.equals("xml") != uri.equals(XML_NS)) {
            throw error("the prefix 'xml' is bound to " + XML_NS + " and only it is");
        }
        if (uri.equals(XMLNS_NS)) {
            throw error(XMLNS_NS + " cannot be bound to a prefix");
        }
        if (!prefix.isEmpty() && uri.isEmpty()) {
            throw error("the prefix '" + prefix + "' cannot be bound to no namespace");
        }
    }

    /** Prefix ("" for none) and local part of a name, which holds at most one colon, neither first nor last. */
    private String[] split(String qName, int at) throws NotWellFormed {
        int colon = qName.indexOf(':');
        if (colon < 0) {
            return new String[] {"", qName};
        }
        if (colon == 0 || colon == qName.length() - 1 || qName.indexOf(':', colon + 1) >= 0
                || !nameStart(qName.codePointAt(colon + 1))) {
            throw errorAt("'" + qName + "' is not a valid name with a namespace prefix", at);
        }
        return new String[] {qName.substring(0, colon), qName.substring(colon + 1)};
    }

    private String resolve(String prefix, int at, String qName) throws NotWellFormed {
        if (prefix.equals("xml")) {
            return XML_NS;
        }
        for (int i = scopes.size() - 1; i >= 0; i--) {
            Map<String, String> scope = scopes.get(i);
            if (scope != null) {
                String uri = scope.get(prefix);
                if (uri != null) {
                    return uri;
                }
            }
        }
        if (prefix.isEmpty()) {
            return "";
        }
        throw errorAt("the prefix '" + prefix + "' of '" + qName + "' is not declared", at);
    }

    private void endTag() throws NotWellFormed {
        int at = pos;
        pos += 2;
        String qName = name();
        skipSpaces();
        expect('>');
        String[] top = open.remove(open.size() - 1);
        if (!top[2].equals(qName)) {
            throw errorAt("</" + qName + "> ends <" + top[2] + ">", at);
        }
        handler.endElement(top[0], top[1], top[2]);
        scopes.remove(scopes.size() - 1);
    }

    /** Character data up to the next markup. */
    private void text() throws NotWellFormed {
        int start = pos;
        StringBuilder out = null;
        while (pos < end) {
            char c = in[pos];
            if (c == '<') {
                break;
            }
            if (c >= 0x20 && c < 0xD800 && c != '&' && c != ']' || c >= 0xE000 && c <= 0xFFFD) {
                pos++;
                continue;
            }
            if (out == null) {
                out = buffer;
                out.setLength(0);
            }
            out.append(in, start, pos - start);
            if (c == '&') {
                reference(out);
            } else if (c == ']' && startsWith("]]>")) {
                throw error("']]>' may not stand in text");
            } else if (c == '\r') {
                out.append('\n');
                pos += pos + 1 < end && in[pos + 1] == '\n' ? 2 : 1;
            } else {
                character(out);
            }
            start = pos;
        }
        String text = out == null ? new String(in, start, pos - start) : out.append(in, start, pos - start).toString();
        if (!text.isEmpty()) {
            handler.text(text);
        }
    }

    /** A character of text other than markup, checked: surrogate pairs whole, nothing XML 1.0 forbids. */
    private void character(StringBuilder out) throws NotWellFormed {
        char c = in[pos];
        if (c == '\t' || c == '\n' || c >= 0x20 && c < 0xD800 || c >= 0xE000 && c <= 0xFFFD) {
            out.append(c);
            pos++;
        } else if (Character.isHighSurrogate(c) && pos + 1 < end && Character.isLowSurrogate(in[pos + 1])) {
            out.append(c).append(in[pos + 1]);
            pos += 2;
        } else {
            throw error(String.format("the character U+%04X may not stand in XML", (int) c));
        }
    }

    /** An entity or character reference at {@code pos}, its character appended. */
    private void reference(StringBuilder out) throws NotWellFormed {
        int semicolon = pos + 1;
        while (semicolon < end && semicolon - pos < 40 && in[semicolon] != ';') {
            semicolon++;
        }
        if (semicolon >= end || in[semicolon] != ';') {
            throw error("'&' must start a reference such as &amp; (write & as &amp;)");
        }
        String name = new String(in, pos + 1, semicolon - pos - 1);
        int c;
        if (name.startsWith("#x") && digits(name, 2, 16)) {
            c = number(name, 2, 16);
        } else if (name.startsWith("#") && digits(name, 1, 10)) {
            c = number(name, 1, 10);
        } else {
            c = switch (name) {
                case "amp" -> '&';
                case "lt" -> '<';
                case "gt" -> '>';
                case "quot" -> '"';
                case "apos" -> '\'';
                default -> throw error(name.startsWith("#") ? "'&" + name + ";' is not a character reference"
                        : "the entity '&" + name + ";' is not declared (only &amp; &lt; &gt; &quot; &apos; are)");
            };
            out.append((char) c);
            pos = semicolon + 1;
            return;
        }
        if (!(c == 0x9 || c == 0xA || c == 0xD || c >= 0x20 && c <= 0xD7FF || c >= 0xE000 && c <= 0xFFFD || c >= 0x10000 && c <= 0x10FFFF)) {
            throw error("'&" + name + ";' refers to a character XML 1.0 does not allow");
        }
        out.appendCodePoint(c);
        pos = semicolon + 1;
    }

    /** The number {@code s} writes from {@code from} on, or -1 when it is past the last code point. */
    private static int number(String s, int from, int radix) {
        long n = 0;
        for (int i = from; i < s.length() && n <= Character.MAX_CODE_POINT; i++) {
            n = n * radix + Character.digit(s.charAt(i), radix);
        }
        return n > Character.MAX_CODE_POINT ? -1 : (int) n;
    }

    /** Whether {@code s} from {@code from} on is one or more ASCII digits in {@code radix} (10 or 16). */
    private static boolean digits(String s, int from, int radix) {
        if (s.length() <= from) {
            return false;
        }
        for (int i = from; i < s.length(); i++) {
            if (Character.digit(s.charAt(i), radix) < 0 || s.charAt(i) > 'f') {
                return false;
            }
        }
        return true;
    }

    /** A quoted attribute value, normalised: each tab or line end a space (a reference to one stays what it is). */
    private String attributeValue() throws NotWellFormed {
        if (pos >= end || in[pos] != '"' && in[pos] != '\'') {
            throw error("an attribute value must be in quotes");
        }
        char quote = in[pos++];
        int start = pos;
        StringBuilder out = null;
        while (true) {
            if (pos >= end) {
                throw error("the document ends inside an attribute value");
            }
            char c = in[pos];
            if (c == quote) {
                String value = out == null ? new String(in, start, pos - start) : out.append(in, start, pos - start).toString();
                pos++;
                return value;
            }
            if (c >= 0x20 && c < 0xD800 && c != '&' && c != '<' || c >= 0xE000 && c <= 0xFFFD) {
                pos++;
                continue;
            }
            if (out == null) {
                out = new StringBuilder();
            }
            out.append(in, start, pos - start);
            if (c == '<') {
                throw error("'<' may not stand in an attribute value (write &lt;)");
            } else if (c == '&') {
                reference(out);
            } else if (c == '\r' || c == '\n' || c == '\t') {
                out.append(' ');
                pos += c == '\r' && pos + 1 < end && in[pos + 1] == '\n' ? 2 : 1;
            } else {
                character(out);
            }
            start = pos;
        }
    }

    private void cdata() throws NotWellFormed {
        pos += 9;
        int close = indexOf("]]>", pos);
        if (close < 0) {
            throw error("the document ends inside a CDATA section");
        }
        String text = checked(pos, close);
        pos = close + 3;
        handler.cdata(text);
    }

    private void comment() throws NotWellFormed {
        pos += 4;
        int dashes = indexOf("--", pos);
        if (dashes < 0) {
            throw error("the document ends inside a comment");
        }
        if (dashes + 2 >= end || in[dashes + 2] != '>') {
            throw errorAt("'--' may not stand inside a comment", dashes);
        }
        String text = checked(pos, dashes);
        pos = dashes + 3;
        handler.comment(text);
    }

    private void instruction() throws NotWellFormed {
        int at = pos;
        pos += 2;
        String target = name();
        if (target.equalsIgnoreCase("xml")) {
            throw errorAt("an XML declaration may only stand at the very start", at);
        }
        String data = "";
        if (!startsWith("?>")) {
            if (!skipSpaces()) {
                throw error("white space is required after a processing instruction's target");
            }
            int close = indexOf("?>", pos);
            if (close < 0) {
                throw error("the document ends inside a processing instruction");
            }
            data = checked(pos, close);
            pos = close;
        }
        pos += 2;
        handler.instruction(target, data);
    }

    /** The text from {@code from} to {@code to}, its characters checked and its line ends read as LF. */
    private String checked(int from, int to) throws NotWellFormed {
        int save = pos;
        StringBuilder out = new StringBuilder(to - from);
        pos = from;
        while (pos < to) {
            char c = in[pos];
            if (c == '\r') {
                out.append('\n');
                pos += pos + 1 < to && in[pos + 1] == '\n' ? 2 : 1;
            } else {
                character(out);
            }
        }
        pos = save;
        return out.toString();
    }

    private String name() throws NotWellFormed {
        int start = pos;
        if (pos >= end || !nameStart(codePointAt(pos))) {
            throw error(pos >= end ? "the document ends where a name should be" : "a name cannot start with '" + describe(pos) + "'");
        }
        pos += Character.charCount(codePointAt(pos));
        while (pos < end) {
            char c = in[pos];
            if (c < 0x80) {
                if (!ASCII_NAME[c]) {
                    break;
                }
                pos++;
            } else {
                int cp = codePointAt(pos);
                if (!nameChar(cp)) {
                    break;
                }
                pos += Character.charCount(cp);
            }
        }
        return new String(in, start, pos - start);
    }

    /** The ASCII characters a name may hold after its first. */
    private static final boolean[] ASCII_NAME = new boolean[0x80];

    static {
        for (int c = 0; c < ASCII_NAME.length; c++) {
            ASCII_NAME[c] = nameChar(c);
        }
    }

    private String describe(int at) {
        int c = codePointAt(at);
        return c < 0x20 ? String.format("U+%04X", c) : new String(Character.toChars(c));
    }

    private int codePointAt(int at) {
        return Character.codePointAt(in, at, end);
    }

    /** XML 1.0 (fifth edition) name characters. */
    private static boolean nameStart(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == ':'
                || c >= 0xC0 && c <= 0xD6 || c >= 0xD8 && c <= 0xF6 || c >= 0xF8 && c <= 0x2FF || c >= 0x370 && c <= 0x37D
                || c >= 0x37F && c <= 0x1FFF || c >= 0x200C && c <= 0x200D || c >= 0x2070 && c <= 0x218F
                || c >= 0x2C00 && c <= 0x2FEF || c >= 0x3001 && c <= 0xD7FF || c >= 0xF900 && c <= 0xFDCF
                || c >= 0xFDF0 && c <= 0xFFFD || c >= 0x10000 && c <= 0xEFFFF;
    }

    private static boolean nameChar(int c) {
        return nameStart(c) || c >= '0' && c <= '9' || c == '-' || c == '.' || c == 0xB7 || c >= 0x300 && c <= 0x36F
                || c >= 0x203F && c <= 0x2040;
    }

    private static boolean space(char c) {
        return c == ' ' || c == '\n' || c == '\t' || c == '\r';
    }

    /** Skips white space; whether there was any. */
    private boolean skipSpaces() {
        int start = pos;
        while (pos < end && space(in[pos])) {
            pos++;
        }
        return pos > start;
    }

    private void expect(char c) throws NotWellFormed {
        if (pos >= end || in[pos] != c) {
            throw error(pos >= end ? "the document ends where '" + c + "' should be" : "'" + c + "' should stand here, not '" + describe(pos) + "'");
        }
        pos++;
    }

    private boolean startsWith(String s) {
        if (pos + s.length() > end) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (in[pos + i] != s.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private int indexOf(String s, int from) {
        char first = s.charAt(0);
        outer:
        for (int i = from; i + s.length() <= end; i++) {
            if (in[i] != first) {
                continue;
            }
            for (int k = 1; k < s.length(); k++) {
                if (in[i + k] != s.charAt(k)) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private NotWellFormed error(String message) {
        return errorAt(message, pos);
    }

    /** An error at the character {@code at}, with its line and column counted from 1 (CR LF, CR and LF each end a line). */
    private NotWellFormed errorAt(String message, int at) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < Math.min(at, end); i++) {
            if (in[i] == '\n' || in[i] == '\r' && (i + 1 >= end || in[i + 1] != '\n')) {
                line++;
                lineStart = i + 1;
            }
        }
        return new NotWellFormed(message, line, at - lineStart + 1);
    }
}
