package muster.scenario.load;

import static muster.source.StageCode.RULESET_BAD_VALUE;
import static muster.source.StageCode.RULESET_CHECK_ID;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import muster.scenario.load.DeclaredWords.WordList;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.source.DidYouMean;
import muster.source.Quote;
import muster.source.Severity;

/**
 * Binds a rule-set file's {@code checks:}: each names a kind of the library ({@link RuleSetKeys#CHECK_PARAMETERS}),
 * whose parameters must name words the vocabulary declares. A check's id may not pass for one of
 * muster's own codes, and its message and hint may use only the placeholders checks fill in.
 */
final class ChecksBinder {

    private static final Pattern ID = Pattern.compile("[A-Z]{2,8}-\\d{3}");
    /** The prefixes of muster's own codes (StageCode): a rule set's finding must not pass for the loader's or the printer's. */
    static final List<String> RESERVED = List.of("LOAD", "COM", "CONV", "BUILD", "RENDER", "WRITE", "RULESET");

    private final RuleSetValues values;
    private final DeclaredWords words;

    ChecksBinder(RuleSetValues values, DeclaredWords words) {
        this.values = values;
        this.words = words;
    }

    List<Check> checks(Fields root) {
        RuleSetValues.Once ids = values.once("check");
        List<Check> out = new ArrayList<>();
        for (Check c : root.mappings("checks", "check", m -> check(m, ids))) {
            if (c != null) {
                out.add(c);
            }
        }
        return out;
    }

    private Check check(Node.MapNode m, RuleSetValues.Once ids) {
        String kindWord = m.entries().containsKey("kind") && m.entries().get("kind").value() instanceof Node.Scalar s ? s.text() : "";
        Fields f = values.fields(m, "check", RuleSetKeys.check(kindWord));
        String id = f.text("id");
        if (f.has("id")) {
            checkId(f, id);
            ids.add(id, f.spans().of("id"));
        }
        Severity severity = values.choice(f, "severity", Severity.class).orElseGet(() -> {
            f.missingUnlessGiven("severity");
            return Severity.ERROR;
        });
        String summary = f.text("summary");
        String message = f.text("message");
        String hint = f.optText("hint").orElse("");
        String reason = f.text("reason");
        for (String key : List.of("summary", "message", "reason")) {
            if (f.optNode(key).filter(n -> n instanceof Node.Scalar sc && sc.type() != Node.ScalarType.NULL && sc.text().isBlank()).isPresent()) {
                values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of(key), "the check's " + key + " is blank",
                        "a check says what it asks (summary), what a finding prints (message) and why the rule text makes it so (reason)");
            }
        }
        values.placeholders(f, "message");
        values.placeholders(f, "hint");
        List<Check.Case> cases = f.mappings("cases", "check case", c -> checkCase(c, kindWord)).stream().filter(Objects::nonNull).toList();
        Optional<CheckKind> kind = kind(f, kindWord);
        return kind.map(k -> new Check(id, k, severity, summary, message, hint, cases, reason, m.span())).orElse(null);
    }

    /**
     * A case of a check: {@code when}, the placeholders' values it is for (each key a placeholder, a misspelt one with the
     * one most likely meant; {@code found} one of the kind's {@link Check#FOUND}), and its message and hint, with the same
     * placeholders as the check's.
     */
    private Check.Case checkCase(Node.MapNode m, String kindWord) {
        Fields f = values.fields(m, "check case", RuleSetKeys.CHECK_CASE);
        Map<String, String> when = new LinkedHashMap<>();
        Optional<Node.MapNode> condition = f.optMap("when", "the placeholders' values the case is for, e.g. { nation: spain }");
        condition.ifPresent(c -> {
            Fields wf = values.fields(c, "case's when", Check.PLACEHOLDERS);
            for (String key : Check.PLACEHOLDERS) {
                wf.optText(key).ifPresent(v -> when.put(key, v));
            }
            List<String> found = Check.FOUND.getOrDefault(kindWord, List.of());
            if (when.containsKey("found") && !found.contains(when.get("found"))) {
                String near = DidYouMean.phrase(when.get("found"), found);
                values.diagnostics().report(RULESET_BAD_VALUE, wf.spans().of("found"), Quote.of(when.get("found")) + " is nothing a "
                        + Quote.of(kindWord) + " check finds" + (near.isEmpty() ? "" : "; " + near), found.isEmpty()
                        ? "a " + kindWord + " check finds one thing: leave 'found' out" : "it finds: " + String.join(", ", found));
                when.remove("found");
            }
        });
        if (!f.has("when")) {
            f.missing("when");
        } else if (condition.isPresent() && condition.get().entries().isEmpty()) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("when"), "a case for every finding",
                    "name a placeholder's value the case is for, e.g. 'when: { nation: spain }', or write the check's own message");
        }
        String message = f.text("message");
        values.placeholders(f, "message");
        values.placeholders(f, "hint");
        return when.isEmpty() || message.isBlank() ? null : new Check.Case(when, message, f.optText("hint").orElse(""), m.span());
    }

    private void checkId(Fields f, String id) {
        String prefix = id.contains("-") ? id.substring(0, id.indexOf('-')) : id;
        if (!ID.matcher(id).matches()) {
            values.diagnostics().report(RULESET_CHECK_ID, f.spans().of("id"), "the check id " + Quote.of(id) + " is not written as a "
                    + "rule id", "write 2 to 8 capitals, a hyphen and three digits, e.g. HRS-001");
        } else if (RESERVED.contains(prefix)) {
            values.diagnostics().report(RULESET_CHECK_ID, f.spans().of("id"), "the check id " + Quote.of(id) + " has the prefix of "
                    + "muster's own " + prefix + " codes, so its findings would pass for muster's", "choose a prefix of the rule set's own, e.g. HRS-001");
        }
    }

    private Optional<CheckKind> kind(Fields f, String word) {
        if (!f.has("kind")) {
            f.missing("kind");
            return Optional.empty();
        }
        if (f.optText("kind").isEmpty()) {
            return Optional.empty();
        }
        if (!RuleSetKeys.CHECK_PARAMETERS.containsKey(word)) {
            String near = DidYouMean.phrase(word, RuleSetKeys.CHECK_PARAMETERS.keySet());
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("kind"), Quote.of(word) + " is not a kind of check muster has"
                    + (near.isEmpty() ? "" : "; " + near), "kinds: " + String.join(", ", RuleSetKeys.CHECK_PARAMETERS.keySet()));
            return Optional.empty();
        }
        for (String param : RuleSetKeys.CHECK_PARAMETERS.get(word)) {
            if (!f.has(param) && !RuleSetKeys.optional(word, param)) {
                f.missing(param);
            }
        }
        return Optional.of(switch (word) {
            case "count-range" -> new CheckKind.CountRange(types(f));
            case "type-weapon" -> new CheckKind.TypeWeapon(types(f));
            case "forbidden-ground" -> new CheckKind.ForbiddenGround(types(f));
            case "required-tag" -> new CheckKind.RequiredTag(types(f));
            case "nation-and-date" -> new CheckKind.NationAndDate(types(f));
            case "tag-limits" -> new CheckKind.TagLimits(words.all(f, "tags", WordList.TAG), types(f), count(f, "maxCount"), f.flag("exclusive"));
            case "nations-present" -> new CheckKind.NationsPresent(words.all(f, "nations", WordList.NATION));
            case "feature-owner" -> new CheckKind.FeatureOwner(kinds(f), words.all(f, "nations", WordList.NATION));
            case "work-capacity" -> new CheckKind.WorkCapacity(words.one(f, "work", WordList.TERRAIN).orElse(""), inches(f, "within"),
                    count(f, "holds"));
            case "option-value" -> new CheckKind.OptionValue(words.one(f, "option", WordList.OPTION).orElse(""));
            case "feature-required" -> new CheckKind.FeatureRequired(kinds(f), words.all(f, "nations", WordList.NATION));
            case "targets-given" -> new CheckKind.TargetsGiven();
            case "starts-near" -> new CheckKind.StartsNear(words.all(f, "nations", WordList.NATION), kinds(f), inches(f, "within"));
            case "home-edge-known" -> new CheckKind.HomeEdgeKnown(words.one(f, "option", WordList.OPTION).orElse(""),
                    words.one(f, "nation", WordList.NATION).orElse(""));
            case "home-edge-own" -> new CheckKind.HomeEdgeOwn(words.one(f, "option", WordList.OPTION).orElse(""),
                    words.one(f, "nation", WordList.NATION).orElse(""));
            case "target-in-range" -> new CheckKind.TargetInRange();
            case "text-number" -> textNumber(f);
            default -> throw new IllegalStateException("a check kind without a binding: " + word);
        });
    }

    private CheckKind.TextNumber textNumber(Fields f) {
        Optional<String> option = words.one(f, "option", WordList.OPTION);
        option.flatMap(o -> words.option(o)).filter(o -> o.min().isEmpty() || o.max().isEmpty()).ifPresent(o ->
                values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("option"), "the option " + Quote.of(o.word())
                        + " takes words, not a number a rule's text could write", "name an option with 'min' and 'max'"));
        Optional<String> edge = f.has("edge") ? words.one(f, "edge", WordList.OPTION) : Optional.empty();
        Optional<String> nation = f.has("nation") ? words.one(f, "nation", WordList.NATION) : Optional.empty();
        if (f.has("nation") != f.has("edge")) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of(f.has("edge") ? "edge" : "nation"), "'edge' and 'nation' go together",
                    "give both (the option naming the edge, the nation whose own edge is read without it) or neither");
        }
        List<String> about = values.wordTexts(f, "about").stream().map(w -> w.toLowerCase(Locale.ROOT)).toList();
        List<String> nouns = values.wordTexts(f, "nouns");
        if (f.has("nouns") && nouns.isEmpty()) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of("nouns"), "the check counts no nouns",
                    "name what the number counts, as a rule's text writes it, e.g. 'nouns: [balls]'");
        }
        return new CheckKind.TextNumber(option.orElse(""), nouns, about, edge, nation);
    }

    private List<String> types(Fields f) {
        return words.all(f, "types", WordList.TYPE);
    }

    private List<String> kinds(Fields f) {
        return words.all(f, "kinds", WordList.TERRAIN);
    }

    private int count(Fields f, String key) {
        int n = f.optInteger(key).orElse(1);
        if (n < 1 || n > 500) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of(key), "'" + key + "' is " + n + "; it is a count of figures, 1 to 500",
                    "write a whole number from 1 to 500");
        }
        return n;
    }

    private double inches(Fields f, String key) {
        double d = f.optDecimal(key).orElse(0.0);
        if (d < 0 || d > 480) {
            values.diagnostics().report(RULESET_BAD_VALUE, f.spans().of(key), "'" + key + "' is " + d + "\"; it is a distance on the table",
                    "write inches from 0 to 480");
        }
        return d;
    }
}
