package muster.scenario.load;

import static muster.source.StageCode.LOAD_WRONG_TYPE;
import static muster.source.StageCode.RULESET_BAD_DICE;
import static muster.source.StageCode.RULESET_BAD_VALUE;
import static muster.source.StageCode.RULESET_DUPLICATE;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.Dice;
import muster.scenario.rulefile.DiceParser;
import muster.source.Diagnostics;
import muster.source.DidYouMean;
import muster.source.Quote;
import muster.source.Span;

/**
 * The values only a rule-set file has, each read at its place: a choice among the format's words,
 * a dice expression (a mistake pointed at its character), a message's placeholders, a list of
 * words with their spans, and names declared once.
 */
final class RuleSetValues {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z][A-Za-z-]*)}");

    private final Diagnostics diagnostics;

    RuleSetValues(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    Diagnostics diagnostics() {
        return diagnostics;
    }

    /** A mapping of the file, read against its keys; its mistakes are reported here. */
    Fields fields(Node.MapNode map, String what, List<String> keys) {
        return new Fields(map, what, keys, diagnostics);
    }

    /** The constant of {@code type} a key names, written in lower case with hyphens ({@code per-figure}); else reported. */
    <E extends Enum<E>> Optional<E> choice(Fields f, String key, Class<E> type) {
        Optional<String> text = f.optText(key);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        List<String> words = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            String word = word(e);
            words.add(word);
            if (word.equals(text.get())) {
                return Optional.of(e);
            }
        }
        String near = DidYouMean.phrase(text.get(), words);
        diagnostics.report(RULESET_BAD_VALUE, f.spans().of(key), "'" + key + "' is " + Quote.of(text.get()) + ", not one of its words"
                + (near.isEmpty() ? "" : "; " + near), "'" + key + "' takes " + String.join(", ", words));
        f.leaveOut(key);
        return Optional.empty();
    }

    /** The constants of {@code type} a list of words names ({@code [move, shoot]}), each once; each other word reported, left out. */
    <E extends Enum<E>> List<E> choices(Fields f, String key, Class<E> type) {
        List<String> words = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            words.add(word(e));
        }
        List<E> out = new ArrayList<>();
        for (Node.Scalar s : wordNodes(f, key)) {
            int i = words.indexOf(s.text());
            if (i < 0) {
                String near = DidYouMean.phrase(s.text(), words);
                diagnostics.report(RULESET_BAD_VALUE, s.span(), Quote.of(s.text()) + " is not one of the words of '" + key + "'"
                        + (near.isEmpty() ? "" : "; " + near), "'" + key + "' takes " + String.join(", ", words));
            } else if (!out.contains(type.getEnumConstants()[i])) {
                out.add(type.getEnumConstants()[i]);
            }
        }
        return out;
    }

    /** An enum constant as a file writes it: {@code PER_FIGURE} is {@code per-figure}. */
    static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The dice expression a key holds, or empty with the mistake reported at its character. */
    Optional<Dice> dice(Fields f, String key) {
        return f.optNode(key).flatMap(node -> {
            if (!(node instanceof Node.Scalar s) || s.type() != Node.ScalarType.TEXT) {
                Fields.wrongType(diagnostics, key, node, "a dice expression in quotes, e.g. \"2d6 <= 6\"");
                f.leaveOut(key);
                return Optional.empty();
            }
            Optional<Dice> dice = dice(s, key);
            if (dice.isEmpty()) {
                f.leaveOut(key);
            }
            return dice;
        });
    }

    Optional<Dice> dice(Node.Scalar s, String key) {
        String text = TextLimits.limited(key, s, diagnostics);
        DiceParser.Parsed parsed = DiceParser.parse(text);
        if (parsed instanceof DiceParser.Ok ok) {
            return Optional.of(ok.dice());
        }
        DiceParser.Failed failed = (DiceParser.Failed) parsed;
        diagnostics.report(RULESET_BAD_DICE, at(s, failed.offset()), Quote.of(text) + " is not a dice expression: " + failed.message(),
                failed.hint());
        return Optional.empty();
    }

    /**
     * The place of a character of a one-line value: its column when the value is written plain or in
     * quotes on one line, else the value's start.
     */
    static Span at(Node.Scalar s, int offset) {
        Span span = s.span();
        String text = s.text();
        int length = text.codePointCount(0, text.length());
        int width = span.endColumn() - span.column();
        if (span.line() != span.endLine() || width != length && width != length + 2) {
            return span.start();
        }
        int column = span.column() + (width == length + 2 ? 1 : 0) + text.codePointCount(0, Math.min(offset, text.length()));
        return Span.of(span.file(), span.line(), column);
    }

    /** Reports every {name} of a message or hint that no check fills in, at its character (a brace with a space, "{ a: b }", is text). */
    void placeholders(Fields f, String key) {
        f.optNode(key).ifPresent(node -> {
            if (!(node instanceof Node.Scalar s)) {
                return;
            }
            Matcher m = PLACEHOLDER.matcher(s.text());
            while (m.find()) {
                if (!Check.PLACEHOLDERS.contains(m.group(1))) {
                    String near = DidYouMean.phrase(m.group(1), Check.PLACEHOLDERS);
                    diagnostics.report(RULESET_BAD_VALUE, at(s, m.start()), "the " + key + " names the placeholder "
                                    + Quote.of("{" + m.group(1) + "}") + ", which no check fills in" + (near.isEmpty() ? "" : "; " + near),
                            "placeholders: " + String.join(", ", Check.PLACEHOLDERS.stream().map(p -> "{" + p + "}").toList()));
                }
            }
        });
    }

    /** The scalars of a list of words, each with its span; a value that is not such a list is reported and left out. */
    List<Node.Scalar> wordNodes(Fields f, String key) {
        List<Node.Scalar> out = new ArrayList<>();
        for (Node item : f.items(key, "a list of words, e.g. [a, b]")) {
            if (item instanceof Node.Scalar s && s.type() != Node.ScalarType.NULL && !(s.type() == Node.ScalarType.BOOLEAN)) {
                out.add(new Node.Scalar(TextLimits.limited(key, s, diagnostics), s.type(), s.span()));
            } else {
                diagnostics.report(LOAD_WRONG_TYPE, item.span(), "expected a word in '" + key + "', found " + item.describe(), "");
                f.leaveOut(key);
            }
        }
        return out;
    }

    /** The words of a list, as text (see {@link #wordNodes}). */
    List<String> wordTexts(Fields f, String key) {
        return wordNodes(f, key).stream().map(Node.Scalar::text).toList();
    }

    /** Remembers names as they are declared and reports one declared again, with where it was first. */
    final class Once {
        private final String what;
        private final Map<String, Span> seen = new HashMap<>();

        Once(String what) {
            this.what = what;
        }

        /** Whether {@code name} is new here; a repeat is reported. */
        boolean add(String name, Span span) {
            if (name.isEmpty()) {
                return false;
            }
            Span first = seen.putIfAbsent(name, span);
            if (first != null) {
                diagnostics.report(RULESET_DUPLICATE, span, "the " + what + " " + Quote.of(name) + " is declared twice",
                        "the first is at line " + first.line() + "; keep one of them");
                return false;
            }
            return true;
        }

        /** The text of {@code key}, declared here: a name given twice is reported. */
        String declare(Fields f, String key) {
            String name = f.text(key);
            add(name, f.spans().of(key));
            return name;
        }
    }

    Once once(String what) {
        return new Once(what);
    }
}
