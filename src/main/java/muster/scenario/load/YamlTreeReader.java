package muster.scenario.load;

import static muster.source.StageCode.LOAD_ANCHOR;
import static muster.source.StageCode.LOAD_DUPLICATE_KEY;
import static muster.source.StageCode.LOAD_EXTRA_DOCUMENT;
import static muster.source.StageCode.LOAD_NOT_YAML;
import static muster.source.StageCode.LOAD_TAG;
import static muster.source.StageCode.LOAD_TOO_DEEP;
import static muster.source.StageCode.LOAD_WRONG_TYPE;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.source.Diagnostics;
import muster.source.Quote;
import muster.source.Span;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;

/**
 * Reads YAML text into a tree of positioned {@link Node}s with Jackson's streaming parser, which
 * knows each token's location. Refuses, with their position, the YAML features a scenario has no
 * use for and that a stranger's file could abuse: anchors and aliases (Jackson would not expand
 * them, so they would silently corrupt values), explicit tags, nesting deeper than the format,
 * duplicate keys and extra documents.
 */
final class YamlTreeReader {

    private static final YAMLFactory FACTORY = YAMLFactory.builder()
            .loaderOptions(loaderOptions())
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64).build())
            .build();

    private final String file;
    private final String[] lines;
    private final Lines positions;
    private final Diagnostics diagnostics;
    private final Document doc;
    private YAMLParser parser;

    YamlTreeReader(String file, String text, Diagnostics diagnostics) {
        this(file, text, Document.SCENARIO, diagnostics);
    }

    YamlTreeReader(String file, String text, Document doc, Diagnostics diagnostics) {
        this.doc = doc;
        this.file = file;
        this.lines = text.split("\n", -1);
        this.positions = new Lines(file, text);
        this.diagnostics = diagnostics;
    }

    private static LoaderOptions loaderOptions() {
        LoaderOptions options = new LoaderOptions();
        options.setNestingDepthLimit(64);
        options.setCodePointLimit(4 * 1024 * 1024);
        options.setMaxAliasesForCollections(50);
        options.setAllowDuplicateKeys(true); // found and reported below, with both lines
        return options;
    }

    /** The root mapping, or empty when the text is not usable YAML (the reasons are reported). */
    Optional<Node.MapNode> read(String text) {
        try (YAMLParser p = (YAMLParser) FACTORY.createParser(text)) {
            parser = p;
            JsonToken first = p.nextToken();
            if (first == null) {
                diagnostics.report(LOAD_NOT_YAML, Span.of(file, 1, 1), "the file is empty",
                        doc.emptyHint());
                return Optional.empty();
            }
            Node root = readValue(first, 1);
            if (root == null) {
                return Optional.empty();
            }
            JsonToken extra = p.nextToken();
            if (extra != null) {
                diagnostics.report(LOAD_EXTRA_DOCUMENT, here(), "a second YAML document follows the " + doc.noun(),
                        "keep one " + doc.noun() + " per file and remove the '---' line");
            }
            if (!(root instanceof Node.MapNode map)) {
                diagnostics.report(LOAD_WRONG_TYPE, root.span(), Nouns.article(doc.noun()) + " must be a mapping of keys, found " + root.describe(),
                        doc.rootHint());
                return Optional.empty();
            }
            return Optional.of(map);
        } catch (JsonProcessingException e) {
            syntaxError(e);
            return Optional.empty();
        } catch (IOException e) {
            diagnostics.report(LOAD_NOT_YAML, Span.of(file, 1, 1), "could not read YAML: " + Quote.withoutInternals(e.getMessage()), "");
            return Optional.empty();
        } catch (DepthExceeded e) {
            return Optional.empty();
        }
    }

    /** Reports a syntax error where SnakeYAML found the problem, in its words when it gives them. */
    private void syntaxError(JsonProcessingException e) {
        Span span = location(e.getLocation());
        String message = firstLine(e.getOriginalMessage());
        for (Throwable c = e.getCause(); c != null; c = c.getCause()) {
            if (c instanceof MarkedYAMLException marked && marked.getProblem() != null) {
                String context = marked.getContext() == null ? "" : marked.getContext() + ": ";
                message = context + marked.getProblem();
                // at the end of the file the problem mark says nothing; where the construct began does
                Mark mark = marked.getProblem().contains("end of stream") && marked.getContextMark() != null
                        ? marked.getContextMark() : marked.getProblemMark();
                if (mark != null) {
                    span = positions.at(mark.getIndex());
                }
                break;
            }
        }
        if (message.startsWith("Expected a field name")) {
            message = "a key is a plain word, not a list or a mapping";
        }
        diagnostics.report(LOAD_NOT_YAML, span, "not valid YAML: " + Quote.withoutInternals(message),
                "check the indentation, quotes and brackets, and the ':' after each key, here or on the line before");
    }

    private Node readValue(JsonToken token, int depth) throws IOException {
        Span span = token();
        if (depth > doc.maxDepth()) {
            diagnostics.report(LOAD_TOO_DEEP, span, "values are nested deeper than the " + doc.noun() + " format allows (" + doc.maxDepth()
                    + " levels)", doc.depthHint());
            throw new DepthExceeded();
        }
        refuseAnchorsAndTags(span);
        return switch (token) {
            case START_OBJECT -> readMap(span, depth);
            case START_ARRAY -> readList(span, depth);
            case VALUE_STRING -> new Node.Scalar(parser.getText(), Node.ScalarType.TEXT, withoutTrailingLines(span));
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> new Node.Scalar(parser.getText(), Node.ScalarType.NUMBER, span);
            case VALUE_TRUE, VALUE_FALSE -> new Node.Scalar(parser.getText(), Node.ScalarType.BOOLEAN, span);
            case VALUE_NULL -> new Node.Scalar("", Node.ScalarType.NULL, span);
            default -> new Node.Scalar(parser.getText(), Node.ScalarType.TEXT, span);
        };
    }

    private Node.MapNode readMap(Span open, int depth) throws IOException {
        Map<String, Node.Entry> entries = new LinkedHashMap<>();
        Span last = open;
        JsonToken t;
        while ((t = parser.nextToken()) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            Span keySpan = token();
            refuseKeyAnchorsAndTags(keySpan);
            Node value = readValue(parser.nextToken(), depth + 1);
            last = value.span();
            Node.Entry previous = entries.get(key);
            if (previous != null) {
                diagnostics.report(LOAD_DUPLICATE_KEY, keySpan, "the key " + Quote.of(key) + " appears twice in this mapping",
                        "the first is at line " + previous.keySpan().line() + "; keep one of them");
                continue;
            }
            entries.put(key, new Node.Entry(key, keySpan, value));
        }
        return new Node.MapNode(entries, closed(open, last));
    }

    private Node.ListNode readList(Span open, int depth) throws IOException {
        List<Node> items = new ArrayList<>();
        Span last = open;
        JsonToken t;
        while ((t = parser.nextToken()) != JsonToken.END_ARRAY && t != null) {
            Node item = readValue(t, depth + 1);
            items.add(item);
            last = item.span();
        }
        return new Node.ListNode(items, closed(open, last));
    }

    /**
     * A mapping's or list's span: a flow one ('{' or '[', whose opening token has a width) ends
     * after its closing bracket, the current token; a block one ends where its last value ends.
     */
    private Span closed(Span open, Span last) {
        return open.through(open.isPoint() ? last : token());
    }

    /** A block scalar ('|' or '>') ends at the start of the line after it; end it after its last text instead. */
    private Span withoutTrailingLines(Span span) {
        int line = span.endLine();
        if (span.endColumn() != 1 || line <= span.line()) {
            return span;
        }
        do {
            line--;
        } while (line > span.line() && lines[line - 1].isBlank());
        return Span.of(file, span.line(), span.column(), line, Math.max(lines[line - 1].stripTrailing().length() + 1,
                line == span.line() ? span.column() : 1));
    }

    private void refuseAnchorsAndTags(Span span) throws IOException {
        if (parser.isCurrentAlias()) {
            diagnostics.report(LOAD_ANCHOR, span, "YAML aliases (" + Quote.of("*" + parser.getText()) + ") are not allowed in " + inDocument(),
                    "write the value out in full; muster does not expand anchors and aliases");
            return;
        }
        if (parser.getObjectId() != null || sourceCharAt(span) == '&') {
            diagnostics.report(LOAD_ANCHOR, span, "YAML anchors ('&name') are not allowed in " + inDocument(),
                    "remove the '&' anchor and write each value out in full");
        }
        String tag = parser.getTypeId();
        if (tag != null) {
            diagnostics.report(LOAD_TAG, span, "explicit YAML tags (" + Quote.of(shortTag(tag)) + ") are not allowed in " + inDocument(),
                    "remove the tag: " + doc.noun() + " values are plain text, numbers, lists and mappings");
        }
    }

    /** Keys are read from the source text: the parser reports a key's own anchor and its mapping's alike. */
    private void refuseKeyAnchorsAndTags(Span span) throws IOException {
        char c = sourceCharAt(span);
        if (parser.isCurrentAlias() || c == '*') {
            diagnostics.report(LOAD_ANCHOR, span, "YAML aliases are not allowed in " + inDocument() + ", not even as keys",
                    "write the key out in full");
        } else if (c == '&') {
            diagnostics.report(LOAD_ANCHOR, span, "YAML anchors ('&name') are not allowed in " + inDocument() + ", not even on keys",
                    "remove the '&' anchor");
        } else if (c == '!') {
            diagnostics.report(LOAD_TAG, span, "explicit YAML tags are not allowed in " + inDocument() + ", not even on keys",
                    "remove the tag");
        }
    }

    /** "a scenario", "a rule-set file". */
    private String inDocument() {
        return doc.within();
    }

    private char sourceCharAt(Span span) {
        int line = span.line() - 1;
        int col = span.column() - 1;
        if (line < 0 || line >= lines.length || col < 0 || col >= lines[line].length()) {
            return 0;
        }
        return lines[line].charAt(col);
    }

    private static String shortTag(String tag) {
        return tag.startsWith("tag:yaml.org,2002:") ? "!!" + tag.substring("tag:yaml.org,2002:".length()) : "!" + tag;
    }

    private Span here() {
        return location(parser.currentTokenLocation());
    }

    /** The current token from its first character to just after its last. */
    private Span token() {
        return here().through(location(parser.currentLocation()));
    }

    /**
     * Where a location is, from its offset in code points (SnakeYAML's line numbers also count
     * U+0085, U+2028 and U+2029 as line ends, which a scenario's author does not).
     */
    private Span location(JsonLocation loc) {
        if (loc == null) {
            return Span.of(file, 1, 1);
        }
        return loc.getCharOffset() >= 0 ? positions.at(loc.getCharOffset()) : positions.clamp(loc.getLineNr(), loc.getColumnNr());
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "syntax error";
        }
        String line = message.strip().split("\n", 2)[0];
        return line.endsWith(";") ? line.substring(0, line.length() - 1) : line;
    }

    /** Unwinds the recursion once the depth limit is hit; the finding is already reported. */
    private static final class DepthExceeded extends RuntimeException {
        DepthExceeded() {
            super(null, null, false, false);
        }
    }
}
