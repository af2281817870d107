package muster.scenario.load;

import static muster.source.StageCode.RULESET_BAD_VALUE;
import static muster.source.StageCode.RULESET_UNKNOWN_WORD;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import muster.scenario.rulefile.RuleSetFile;
import muster.scenario.rulefile.RuleWords;
import muster.source.Quote;

/** Binds a rule-set file's {@code figures:} and {@code vocabulary:}, the words every other part refers to. */
final class RuleWordsBinder {

    private final RuleSetValues values;

    RuleWordsBinder(RuleSetValues values) {
        this.values = values;
    }

    RuleSetFile.Figures figures(Fields root) {
        Optional<Node.MapNode> node = root.optMap("figures", "what a count counts and the figure scales");
        if (node.isEmpty()) {
            root.missingUnlessGiven("figures");
            return new RuleSetFile.Figures(RuleSetFile.Count.FIGURES, "", List.of(), root.span());
        }
        Fields f = values.fields(node.get(), "figures", RuleSetKeys.FIGURES);
        RuleSetFile.Count count = values.choice(f, "count", RuleSetFile.Count.class).orElseGet(() -> {
            f.missingUnlessGiven("count");
            return RuleSetFile.Count.FIGURES;
        });
        RuleSetValues.Once once = values.once("figure scale");
        List<RuleSetFile.Scale> scales = f.mappings("scales", "figure scale", m -> {
            Fields s = values.fields(m, "figure scale", RuleSetKeys.SCALE);
            String word = once.declare(s, "word");
            double distances = s.optDecimal("distances").orElse(1.0);
            if (distances <= 0 || distances > 100) {
                values.diagnostics().report(RULESET_BAD_VALUE, s.spans().of("distances"), "'distances' is " + distances
                        + "; it multiplies every distance of the rules at this scale", "write a factor above 0 and at most 100, such as 1 or 2");
            }
            return new RuleSetFile.Scale(word, s.text("meaning"), distances, m.span());
        });
        if (!f.has("scales")) {
            f.missing("scales");
        }
        String defaultScale = f.text("defaultScale");
        if (f.has("defaultScale") && scales.stream().noneMatch(s -> s.word().equals(defaultScale)) && !f.spans().leftOut("scales")) {
            values.diagnostics().report(RULESET_UNKNOWN_WORD, f.spans().of("defaultScale"),
                    Quote.of(defaultScale) + " is not one of the figure scales listed under 'scales'",
                    "name one of " + String.join(", ", scales.stream().map(RuleSetFile.Scale::word).toList()));
        }
        return new RuleSetFile.Figures(count, defaultScale, scales, node.get().span());
    }

    RuleWords vocabulary(Fields root) {
        Optional<Node.MapNode> node = root.optMap("vocabulary", "the words of the rule set");
        if (node.isEmpty()) {
            root.missingUnlessGiven("vocabulary");
            return new RuleWords(List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), Map.of());
        }
        Fields f = values.fields(node.get(), "vocabulary", RuleSetKeys.VOCABULARY);
        RuleSetValues.Once kinds = values.once("terrain kind");
        List<RuleWords.Ground> terrain = f.mappings("terrain", "terrain kind", m -> {
            Fields g = values.fields(m, "terrain kind", RuleSetKeys.GROUND);
            String word = kinds.declare(g, "word");
            RuleWords.Move move = values.choice(g, "move", RuleWords.Move.class).orElse(RuleWords.Move.OPEN);
            RuleWords.Sight sight = values.choice(g, "sight", RuleWords.Sight.class).orElse(RuleWords.Sight.CLEAR);
            return new RuleWords.Ground(word, g.text("meaning"), g.optText("effect").orElse(""), move, sight, m.span());
        });
        for (String required : List.of("terrain", "types", "weapons", "nations")) {
            if (!f.has(required)) {
                f.missing(required);
            }
        }
        Map<String, String> people = new LinkedHashMap<>();
        Map<String, String> shortNames = new LinkedHashMap<>();
        RuleSetValues.Once declared = values.once("nation");
        List<RuleWords.Word> nations = f.mappings("nations", "nation", m -> nation(m, declared, people, shortNames));
        RuleSetValues.Once tagOnce = values.once("tag");
        List<RuleWords.Word> tags = f.mappings("tags", "tag", m -> {
            Fields w = values.fields(m, "tag", RuleSetKeys.TAG);
            String word = tagOnce.declare(w, "word");
            return new RuleWords.Word(word, w.text("meaning"), w.optText("roster").map(String::strip), w.optText("card").map(String::strip),
                    w.optText("kind").map(String::strip).filter(k -> !k.isEmpty()),
                    w.optText("moveNote").map(String::strip).filter(n -> !n.isEmpty()), m.span());
        });
        RuleSetValues.Once weaponOnce = values.once("weapon");
        List<RuleWords.Word> weapons = f.mappings("weapons", "weapon", m -> {
            Fields w = values.fields(m, "weapon", RuleSetKeys.WEAPON);
            return new RuleWords.Word(weaponOnce.declare(w, "word"), w.text("meaning"), w.optText("roster").map(String::strip),
                    w.optText("card").map(String::strip), m.span());
        });
        return new RuleWords(terrain, words(f, "types", "unit type"), weapons, nations,
                tags, words(f, "orders", "order type"), options(f), people, shortNames);
    }

    /** The most letters of a nation's short name. */
    static final int SHORTEST_NAME = 12;

    /** A nation, the plural word for its people ("Americans") and its short name ("US") when it gives them; a blank one is reported. */
    private RuleWords.Word nation(Node.MapNode m, RuleSetValues.Once once, Map<String, String> people, Map<String, String> shortNames) {
        Fields w = values.fields(m, "nation", RuleSetKeys.NATION);
        String word = once.declare(w, "word");
        w.optText("short").ifPresent(s -> {
            if (s.isBlank() || s.strip().length() > SHORTEST_NAME) {
                values.diagnostics().report(RULESET_BAD_VALUE, w.spans().of("short"), s.isBlank() ? "the short name of " + Quote.of(word)
                        + " is blank" : "the short name of " + Quote.of(word) + " has more than " + SHORTEST_NAME + " letters",
                        "write the few letters the cards print for it, e.g. 'short: US', or leave it out");
            } else if (!word.isEmpty()) {
                shortNames.put(word, s.strip());
            }
        });
        w.optText("people").ifPresent(p -> {
            if (p.isBlank()) {
                values.diagnostics().report(RULESET_BAD_VALUE, w.spans().of("people"), "the people of " + Quote.of(word) + " have no word",
                        "write the plural word the sheets use for its figures, e.g. 'people: Americans', or leave it out");
            } else if (!word.isEmpty()) {
                people.put(word, p.strip());
            }
        });
        return new RuleWords.Word(word, w.text("meaning"), m.span());
    }

    private List<RuleWords.Word> words(Fields f, String key, String what) {
        RuleSetValues.Once once = values.once(what);
        return f.mappings(key, what, m -> {
            Fields w = values.fields(m, what, RuleSetKeys.WORD);
            String word = once.declare(w, "word");
            return new RuleWords.Word(word, w.text("meaning"), m.span());
        });
    }

    private List<RuleWords.Option> options(Fields f) {
        RuleSetValues.Once once = values.once("option");
        return f.mappings("options", "option", m -> {
            Fields o = values.fields(m, "option", RuleSetKeys.OPTION);
            String word = once.declare(o, "word");
            List<String> words = values.wordTexts(o, "values");
            Optional<Integer> min = o.optInteger("min");
            Optional<Integer> max = o.optInteger("max");
            Optional<String> fallback = o.optText("default");
            boolean range = o.has("min") || o.has("max");
            if (o.has("values") == range) {
                values.diagnostics().report(RULESET_BAD_VALUE, m.span(), "the option " + Quote.of(word)
                        + " gives " + (range ? "both 'values' and a range" : "neither 'values' nor a range"),
                        "give the words it takes, 'values: [north, south]', or the whole numbers, 'min: 1, max: 4'");
            } else if (range && (min.isEmpty() || max.isEmpty() || min.get() > max.get())) {
                values.diagnostics().report(RULESET_BAD_VALUE, m.span(), "the option " + Quote.of(word) + " needs 'min' and 'max', "
                        + "the least not above the most", "write e.g. 'min: 1, max: 4'");
            } else if (fallback.isPresent() && !fits(fallback.get(), words, min, max)) {
                values.diagnostics().report(RULESET_BAD_VALUE, o.spans().of("default"), "the default " + Quote.of(fallback.get())
                        + " is not a value the option " + Quote.of(word) + " takes", "the default is one of its values, or within its range");
            }
            return new RuleWords.Option(word, o.text("meaning"), words, min, max, fallback, m.span());
        });
    }

    private static boolean fits(String value, List<String> words, Optional<Integer> min, Optional<Integer> max) {
        if (!words.isEmpty()) {
            return words.contains(value);
        }
        if (!value.matches("-?\\d{1,7}")) {
            return false;
        }
        int v = Integer.parseInt(value);
        return min.map(x -> v >= x).orElse(true) && max.map(x -> v <= x).orElse(true);
    }
}
