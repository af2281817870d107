package muster.scenario.load;

import static muster.source.StageCode.LOAD_MISSING_KEY;
import static muster.source.StageCode.LOAD_NOT_A_DATE;
import static muster.source.StageCode.LOAD_WRONG_TYPE;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import muster.scenario.Point;
import muster.scenario.Spans;
import muster.source.Diagnostics;
import muster.source.Quote;
import muster.source.Span;

/**
 * Reads the values of one YAML mapping, knowing which keys that mapping may have. Every problem
 * becomes a diagnostic at its position and reading goes on with an empty value, so one run
 * reports every mistake in the file.
 */
final class Fields {

    private final Node.MapNode map;
    private final String what;
    private final List<String> keys;
    private final Diagnostics diagnostics;
    /** Keys whose written value was refused: reported here, and left out of the model. */
    private final Set<String> leftOut = new HashSet<>();
    /** Known keys the file gives misspelt, with where: reported as unknown keys, their values left out. */
    private final Map<String, Span> misspelt;

    Fields(Node.MapNode map, String what, List<String> keys, Diagnostics diagnostics) {
        this.map = map;
        this.what = what;
        this.keys = keys;
        this.diagnostics = diagnostics;
        this.misspelt = UnknownKeys.report(map, what, keys, diagnostics);
        leftOut.addAll(misspelt.keySet());
    }

    /** Reads a list whose items must be mappings of the given kind. */
    static <T> List<T> mappings(Node node, String what, Diagnostics diagnostics, Function<Node.MapNode, T> reader) {
        List<T> out = new ArrayList<>();
        if (!(node instanceof Node.ListNode list)) {
            diagnostics.report(LOAD_WRONG_TYPE, node.span(), "expected a list of " + what + "s, found " + node.describe(),
                    "write each " + what + " on its own line starting with '- '");
            return out;
        }
        for (Node item : list.items()) {
            if (item instanceof Node.MapNode m) {
                out.add(reader.apply(m));
            } else {
                diagnostics.report(LOAD_WRONG_TYPE, item.span(),
                        "expected " + Nouns.article(what) + " written as a mapping, found " + item.describe(),
                        "write it as '{ id: ..., ... }' or as indented 'key: value' lines");
            }
        }
        return out;
    }

    Span span() {
        return map.span();
    }

    boolean has(String key) {
        return value(key).isPresent();
    }

    Spans spans() {
        Map<String, Span> values = new LinkedHashMap<>();
        map.entries().forEach((k, e) -> values.put(k, e.value().span()));
        misspelt.forEach(values::putIfAbsent);
        return new Spans(map.span(), values, leftOut);
    }

    String text(String key) {
        return optText(key).orElseGet(() -> {
            missingUnlessGiven(key);
            return "";
        });
    }

    Optional<String> optText(String key) {
        return read(key, node -> {
            if (node instanceof Node.Scalar s && s.type() != Node.ScalarType.NULL) {
                return Optional.of(limited(key, s));
            }
            wrongType(key, node, "text");
            return Optional.empty();
        });
    }

    int integer(String key, int fallback) {
        return optInteger(key).orElseGet(() -> {
            missingUnlessGiven(key);
            return fallback;
        });
    }

    Optional<Integer> optInteger(String key) {
        return read(key, node -> {
            Optional<Double> d = Numbers.number(key, node, diagnostics);
            if (d.isEmpty()) {
                return Optional.empty();
            }
            double v = d.get();
            if (v != Math.rint(v) || Math.abs(v) > 1_000_000) {
                diagnostics.report(LOAD_WRONG_TYPE, node.span(), "'" + key + "' must be a whole number, found " + node.describe(),
                        "write a whole number such as 4");
                return Optional.empty();
            }
            return Optional.of((int) v);
        });
    }

    double decimal(String key, double fallback) {
        return optDecimal(key).orElseGet(() -> {
            missingUnlessGiven(key);
            return fallback;
        });
    }

    Optional<Double> optDecimal(String key) {
        return read(key, node -> Numbers.number(key, node, diagnostics));
    }

    boolean flag(String key) {
        return value(key).map(node -> {
            if (node instanceof Node.Scalar s && s.type() == Node.ScalarType.BOOLEAN) {
                return s.text().equalsIgnoreCase("true") || s.text().equalsIgnoreCase("yes") || s.text().equalsIgnoreCase("on");
            }
            wrongType(key, node, "true or false");
            leftOut.add(key);
            return false;
        }).orElse(false);
    }

    Optional<LocalDate> optDate(String key) {
        return optText(key).flatMap(text -> {
            try {
                return Optional.of(LocalDate.parse(text));
            } catch (DateTimeParseException e) {
                diagnostics.report(LOAD_NOT_A_DATE, value(key).get().span(), "'" + key + "' is not a date: " + Quote.of(text),
                        "write the date as year-month-day, e.g. 1898-07-01");
                leftOut.add(key);
                return Optional.empty();
            }
        });
    }

    /** The items of the list under {@code key}, none when it is left out; a value that is not a list is reported and left out. */
    List<Node> items(String key, String expected) {
        Optional<Node> node = value(key);
        if (node.isEmpty()) {
            return List.of();
        }
        if (node.get() instanceof Node.ListNode list) {
            return list.items();
        }
        wrongType(key, node.get(), expected);
        leftOut.add(key);
        return List.of();
    }

    List<String> texts(String key) {
        List<String> out = new ArrayList<>();
        for (Node item : items(key, "a list of words, e.g. [guerilla, mounted]")) {
            if (item instanceof Node.Scalar s && s.type() != Node.ScalarType.NULL) {
                out.add(limited(key, s));
            } else {
                diagnostics.report(LOAD_WRONG_TYPE, item.span(), "expected a word in '" + key + "', found " + item.describe(), "");
                leftOut.add(key);
            }
        }
        return out;
    }

    /**
     * Text items with their own spans, for free-text lists such as special rules: each a line of text, or
     * a mapping that gives its {@code text} with keys among {@code keys} (returned as it is, for the caller to read).
     */
    List<Node> textItems(String key, List<String> keys) {
        List<Node> out = new ArrayList<>();
        for (Node item : items(key, "a list of lines of text")) {
            if (item instanceof Node.Scalar s && s.type() != Node.ScalarType.NULL) {
                out.add(new Node.Scalar(limited(key, s), s.type(), s.span()));
            } else if (item instanceof Node.MapNode m && m.entries().containsKey("text") && keys.containsAll(m.entries().keySet())) {
                out.add(m);
            } else if (headed(item) instanceof Node.Scalar s) {
                out.add(new Node.Scalar(limited(key, s), s.type(), s.span()));
            } else {
                diagnostics.report(LOAD_WRONG_TYPE, item.span(), "expected a line of text in '" + key + "', found " + item.describe(),
                        item instanceof Node.MapNode ? "each item is a line of text, or a mapping with 'text' and no other keys than "
                                + String.join(", ", keys.stream().sorted().map(k -> "'" + k + "'").toList())
                                + "; a line containing ': ' must be quoted" : "a line containing ': ' must be quoted");
                leftOut.add(key);
            }
        }
        return out;
    }

    /**
     * {@code - Balloon observation: the US may spot...} is YAML for a one-key mapping, though its
     * author meant a line headed "Balloon observation". Read such an item back as that line.
     */
    private static Node headed(Node item) {
        if (item instanceof Node.MapNode m && m.entries().size() == 1) {
            Node.Entry e = m.entries().values().iterator().next();
            if (e.value() instanceof Node.Scalar v && v.type() != Node.ScalarType.NULL) {
                return new Node.Scalar(e.key() + ": " + v.text(), Node.ScalarType.TEXT, item.span());
            }
        }
        return null;
    }

    /**
     * The text of a value, or its first {@link TextLimits#of} characters with a LOAD-015 error at
     * its line when it is longer: the value itself is never echoed.
     */
    String limited(String key, Node.Scalar s) {
        return TextLimits.limited(key, s, diagnostics);
    }

    Optional<Point> optPoint(String key) {
        return read(key, node -> Numbers.point(node, diagnostics));
    }

    /** A list of [x, y] points. */
    List<Point> points(String key) {
        List<Point> out = new ArrayList<>();
        for (Node item : items(key, "a list of points such as [[0, 0], [12, 0], [12, 6]]")) {
            Numbers.point(item, diagnostics).ifPresentOrElse(out::add, () -> leftOut.add(key));
        }
        return out;
    }

    Optional<Node.MapNode> optMap(String key, String whatItIs) {
        return read(key, node -> {
            if (node instanceof Node.MapNode m) {
                return Optional.of(m);
            }
            wrongType(key, node, whatItIs + " written as a mapping");
            return Optional.empty();
        });
    }

    Optional<Node> optNode(String key) {
        return value(key);
    }

    /** The items of a list of mappings under {@code key}, each read by {@code reader}; a refused list or item leaves the key out. */
    <T> List<T> mappings(String key, String whatEach, Function<Node.MapNode, T> reader) {
        return value(key).map(node -> {
            List<T> out = mappings(node, whatEach, diagnostics, reader);
            if (!(node instanceof Node.ListNode list) || out.size() < list.items().size()) {
                leftOut.add(key);
            }
            return out;
        }).orElse(List.of());
    }

    /** Marks a key whose value was refused by a reader outside this class (a time of day, say). */
    void leaveOut(String key) {
        leftOut.add(key);
    }

    /** A value read by {@code reader}; a value written but refused is left out, its key remembered. */
    private <T> Optional<T> read(String key, Function<Node, Optional<T>> reader) {
        Optional<Node> node = value(key);
        if (node.isEmpty()) {
            return Optional.empty();
        }
        Optional<T> out = reader.apply(node.get());
        if (out.isEmpty()) {
            leftOut.add(key);
        }
        return out;
    }

    void missing(String key) {
        diagnostics.report(LOAD_MISSING_KEY, map.span(), Nouns.capitalized(Nouns.article(what)) + " needs the key '" + key + "'",
                "add '" + key + ":' to this " + what);
    }

    /** Reports a missing key, unless a value was given that was already reported as wrong. */
    void missingUnlessGiven(String key) {
        if (!has(key)) {
            missing(key);
        }
    }

    Optional<Node> value(String key) {
        if (!keys.contains(key)) {
            throw new IllegalArgumentException("reader asked for undeclared key " + key + " of " + what);
        }
        Node.Entry e = map.entries().get(key);
        if (e == null || e.value() instanceof Node.Scalar s && s.type() == Node.ScalarType.NULL) {
            return Optional.empty();
        }
        return Optional.of(e.value());
    }

    private void wrongType(String key, Node node, String expected) {
        wrongType(diagnostics, key, node, expected);
    }

    static void wrongType(Diagnostics diagnostics, String key, Node node, String expected) {
        diagnostics.report(LOAD_WRONG_TYPE, node.span(), "'" + key + "' must be " + expected + ", found " + node.describe(), "");
    }
}
