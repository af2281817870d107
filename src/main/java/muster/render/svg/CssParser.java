package muster.render.svg;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A forgiving parser for the CSS templates put in {@code <style>}: comments, at-rules (skipped, never
 * fetched), selector lists of type/class/id compound selectors. Whatever it cannot handle it skips with a
 * warning instead of failing, as browsers do.
 */
final class CssParser {

    private static final Pattern COMPOUND = Pattern.compile(
            "(\\*|[A-Za-z][A-Za-z0-9_-]*)?((?:[.#]-?[A-Za-z_][A-Za-z0-9_-]*)*)");
    private static final Pattern PART = Pattern.compile("([.#])(-?[A-Za-z_][A-Za-z0-9_-]*)");

    /** A style sheet read once, with the warnings reading it gave, in order. */
    private record Parsed(CssStyleSheet sheet, List<String> warnings) {
    }

    /** Sheets by their text: the maps of one build repeat a few style elements (every table sheet has the same). */
    private static final Map<String, Parsed> PARSED = new ConcurrentHashMap<>();
    private static final int CACHED_SHEETS = 32;

    private CssParser() {
    }

    /** As {@link #parseStyleSheet}, read once per process for each text; the warnings are given again each time. */
    static CssStyleSheet cachedStyleSheet(String css, Warnings warnings) {
        Parsed parsed = PARSED.get(css);
        if (parsed == null) {
            List<String> messages = new ArrayList<>();
            parsed = new Parsed(parseStyleSheet(css, messages::add), List.copyOf(messages));
            if (PARSED.size() >= CACHED_SHEETS) {
                PARSED.clear(); // a long watch session edits its templates: keep only recent texts
            }
            PARSED.put(css, parsed);
        }
        parsed.warnings().forEach(warnings::add);
        return parsed.sheet();
    }

    static CssStyleSheet parseStyleSheet(String css, Consumer<String> warnings) {
        String text = stripComments(css);
        List<CssStyleSheet.Rule> rules = new ArrayList<>();
        int pos = 0;
        int n = text.length();
        while (pos < n) {
            char c = text.charAt(pos);
            if (Character.isWhitespace(c) || c == ';' || c == '}') {
                pos++; // stray ';' and unbalanced '}' are skipped like whitespace
                continue;
            }
            if (c == '@') {
                pos = skipAtRule(text, pos, warnings);
                continue;
            }
            int open = text.indexOf('{', pos);
            if (open < 0) {
                warnings.accept("CSS: ignored trailing text without a block: \"" + shorten(text.substring(pos)) + "\"");
                break;
            }
            int close = text.indexOf('}', open);
            if (close < 0) {
                close = n;
            }
            String prelude = text.substring(pos, open).trim();
            List<CssStyleSheet.Declaration> declarations = parseDeclarations(text.substring(open + 1, close));
            for (String selectorText : prelude.split(",")) {
                CssStyleSheet.Selector selector = parseSelector(selectorText.trim());
                if (selector == null) {
                    warnings.accept("CSS: unsupported selector \"" + shorten(selectorText.trim()) + "\" ignored");
                } else {
                    rules.add(new CssStyleSheet.Rule(selector, declarations, rules.size()));
                }
            }
            pos = close + 1;
        }
        return new CssStyleSheet(rules);
    }

    /** {@code a: b; c: d !important}: the body of a rule or a {@code style} attribute. */
    static List<CssStyleSheet.Declaration> parseDeclarations(String text) {
        List<CssStyleSheet.Declaration> result = new ArrayList<>();
        for (String part : stripComments(text).split(";")) {
            int colon = part.indexOf(':');
            if (colon <= 0) {
                continue;
            }
            String property = part.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            String value = part.substring(colon + 1).trim();
            boolean important = false;
            int bang = value.lastIndexOf('!');
            if (bang >= 0 && value.substring(bang + 1).trim().equalsIgnoreCase("important")) {
                important = true;
                value = value.substring(0, bang).trim();
            }
            if (!property.isEmpty() && !value.isEmpty()) {
                result.add(new CssStyleSheet.Declaration(property, value, important));
            }
        }
        return result;
    }

    /** Null if the selector uses anything beyond a compound of type, classes and an id. */
    static CssStyleSheet.Selector parseSelector(String text) {
        if (text.isEmpty()) {
            return null;
        }
        Matcher m = COMPOUND.matcher(text);
        if (!m.matches()) {
            return null;
        }
        String type = m.group(1);
        if ("*".equals(type)) {
            type = null;
        }
        String id = null;
        List<String> classes = new ArrayList<>();
        Matcher part = PART.matcher(m.group(2));
        while (part.find()) {
            if (part.group(1).equals("#")) {
                if (id != null && !id.equals(part.group(2))) {
                    return null;
                }
                id = part.group(2);
            } else {
                classes.add(part.group(2));
            }
        }
        if (type == null && id == null && classes.isEmpty() && !text.equals("*")) {
            return null;
        }
        return new CssStyleSheet.Selector(type, id, classes);
    }

    private static int skipAtRule(String text, int pos, Consumer<String> warnings) {
        int semicolon = text.indexOf(';', pos);
        int open = text.indexOf('{', pos);
        String name = text.substring(pos, Math.min(text.length(), pos + 20)).split("[\\s{;]", 2)[0];
        warnings.accept("CSS: at-rule " + name + " ignored");
        if (open < 0 || (semicolon >= 0 && semicolon < open)) {
            return semicolon < 0 ? text.length() : semicolon + 1;
        }
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i + 1;
            }
        }
        return text.length();
    }

    private static String stripComments(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        int pos = 0;
        while (true) {
            int start = text.indexOf("/*", pos);
            if (start < 0) {
                sb.append(text, pos, text.length());
                return sb.toString();
            }
            sb.append(text, pos, start).append(' ');
            int end = text.indexOf("*/", start + 2);
            if (end < 0) {
                return sb.toString();
            }
            pos = end + 2;
        }
    }

    private static String shorten(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "..." : s;
    }
}
