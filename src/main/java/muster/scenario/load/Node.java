package muster.scenario.load;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import muster.source.Quote;
import muster.source.Span;

/** A YAML node with the span of the source text it was read from. */
sealed interface Node permits Node.MapNode, Node.ListNode, Node.Scalar {

    Span span();

    /** What a user would call this node in a message ("a list", "the text 'abc'"). */
    String describe();

    record Entry(String key, Span keySpan, Node value) {
    }

    record MapNode(Map<String, Entry> entries, Span span) implements Node {
        public MapNode {
            entries = Collections.unmodifiableMap(new LinkedHashMap<>(entries));
        }

        @Override
        public String describe() {
            return "a mapping";
        }
    }

    record ListNode(List<Node> items, Span span) implements Node {
        public ListNode {
            items = List.copyOf(items);
        }

        @Override
        public String describe() {
            return "a list";
        }
    }

    /** A plain value. {@code type} says how YAML read it: a quoted "12" is text, 12 a number. */
    record Scalar(String text, ScalarType type, Span span) implements Node {
        @Override
        public String describe() {
            return switch (type) {
                case NULL -> "an empty value";
                case NUMBER -> "the number " + text;
                case BOOLEAN -> "the value " + text;
                case TEXT -> "the text " + Quote.of(text);
            };
        }
    }

    enum ScalarType { TEXT, NUMBER, BOOLEAN, NULL }
}
