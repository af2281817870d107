package muster.scenario.load;

import static muster.source.StageCode.RULESET_UNKNOWN_WORD;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import muster.scenario.rulefile.RuleSetFile;
import muster.scenario.rulefile.RuleWords;
import muster.source.Diagnostics;
import muster.source.DidYouMean;
import muster.source.Quote;

/**
 * The words a rule-set file's vocabulary declares, by what they name; every other part of the
 * file that names one (a profile's type, a check's terrain kinds, a reading's words) is looked up
 * here, and a word not declared is reported at its place with the nearest declared one.
 */
final class DeclaredWords {

    enum WordList {
        TERRAIN("terrain kind", "terrain"), TYPE("unit type", "types"), WEAPON("weapon", "weapons"), NATION("nation", "nations"),
        TAG("tag", "tags"), ORDER("order type", "orders"), OPTION("option", "options"), SCALE("figure scale", "scales");

        final String noun;
        final String key;

        WordList(String noun, String key) {
            this.noun = noun;
            this.key = key;
        }
    }

    private final Map<WordList, List<String>> words = new EnumMap<>(WordList.class);
    private final RuleSetValues values;
    private final List<RuleWords.Option> options;

    DeclaredWords(RuleWords vocabulary, RuleSetFile.Figures figures, RuleSetValues values) {
        this.values = values;
        this.options = vocabulary.options();
        words.put(WordList.TERRAIN, vocabulary.terrain().stream().map(RuleWords.Ground::word).toList());
        words.put(WordList.TYPE, vocabulary.types().stream().map(RuleWords.Word::word).toList());
        words.put(WordList.WEAPON, vocabulary.weapons().stream().map(RuleWords.Word::word).toList());
        words.put(WordList.NATION, vocabulary.nations().stream().map(RuleWords.Word::word).toList());
        words.put(WordList.TAG, vocabulary.tags().stream().map(RuleWords.Word::word).toList());
        words.put(WordList.ORDER, vocabulary.orders().stream().map(RuleWords.Word::word).toList());
        words.put(WordList.OPTION, vocabulary.options().stream().map(RuleWords.Option::word).toList());
        words.put(WordList.SCALE, figures.scales().stream().map(RuleSetFile.Scale::word).toList());
    }

    /** The option the vocabulary declares by this word. */
    Optional<RuleWords.Option> option(String word) {
        return options.stream().filter(o -> o.word().equals(word)).findFirst();
    }

    List<String> of(WordList list) {
        return words.get(list);
    }

    /** The word a key names, when {@code list} declares it (or it is one of {@code extra}); else reported. */
    Optional<String> one(Fields f, String key, WordList list, String... extra) {
        return f.optNode(key).flatMap(node -> {
            if (!(node instanceof Node.Scalar s) || s.type() == Node.ScalarType.NULL) {
                Fields.wrongType(values.diagnostics(), key, node, "a word");
                f.leaveOut(key);
                return Optional.empty();
            }
            Optional<String> word = known(new Node.Scalar(TextLimits.limited(key, s, values.diagnostics()), s.type(), s.span()), list, extra);
            if (word.isEmpty()) {
                f.leaveOut(key);
            }
            return word;
        });
    }

    /** The declared word a key names, given once in its list ({@code once}); a missing or unknown one is reported. */
    Optional<String> required(Fields f, String key, WordList list, RuleSetValues.Once once) {
        Optional<String> word = one(f, key, list);
        if (!f.has(key)) {
            f.missing(key);
        }
        word.ifPresent(w -> once.add(w, f.spans().of(key)));
        return word;
    }

    /** The words of a list under a key that {@code list} declares; each other one reported, and left out. */
    List<String> all(Fields f, String key, WordList list) {
        List<String> out = new ArrayList<>();
        for (Node.Scalar s : values.wordNodes(f, key)) {
            known(s, list).ifPresentOrElse(out::add, () -> f.leaveOut(key));
        }
        return out;
    }

    /** A word of any list, as a reading's {@code when} names it. */
    List<String> anyList(Fields f, String key) {
        Set<String> every = new LinkedHashSet<>();
        words.values().forEach(every::addAll);
        List<String> out = new ArrayList<>();
        for (Node.Scalar s : values.wordNodes(f, key)) {
            if (every.contains(s.text())) {
                out.add(s.text());
            } else {
                report(s, "word", List.copyOf(every));
                f.leaveOut(key);
            }
        }
        return out;
    }

    Optional<String> known(Node.Scalar s, WordList list, String... extra) {
        List<String> declared = new ArrayList<>(words.get(list));
        declared.addAll(List.of(extra));
        if (declared.contains(s.text())) {
            return Optional.of(s.text());
        }
        report(s, list.noun, declared);
        return Optional.empty();
    }

    private void report(Node.Scalar s, String noun, List<String> declared) {
        String near = DidYouMean.phrase(s.text(), declared);
        String listed = declared.isEmpty() ? "the vocabulary declares none" : "declared: " + String.join(", ", declared.stream().limit(30).toList())
                + (declared.size() > 30 ? ", ..." : "");
        values.diagnostics().report(RULESET_UNKNOWN_WORD, s.span(), Quote.of(s.text()) + " is not " + Nouns.article(noun) + " this rule set declares"
                + (near.isEmpty() ? "" : "; " + near), listed);
    }

    Diagnostics diagnostics() {
        return values.diagnostics();
    }
}
