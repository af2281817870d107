package muster.rules.data;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import muster.rules.Report;
import muster.rules.TableEdge;
import muster.scenario.Note;
import muster.scenario.Scenario;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.RuleSetFile;
import muster.scenario.rulefile.RuleWords;

/**
 * text-number: the first number of the nouns a special rule writes ("four balls", "3 paper balls"; a describing word may stand
 * between) in a sentence that names one of the stems {@code about}, when it is a value the option takes, is the number the sheets
 * print: the scenario's value of the option, or its default. With {@code edge}, checked only while that edge is on the table.
 */
final class TextNumberRule extends DataRule {

    private static final List<String> NUMBERS = List.of("one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten", "eleven", "twelve");

    private final CheckKind.TextNumber kind;
    private final Pattern pattern;

    TextNumberRule(Check check, CheckKind.TextNumber kind, RuleSetFile file) {
        super(check, file);
        this.kind = kind;
        this.pattern = Pattern.compile("\\b(\\d{1,2}|" + String.join("|", NUMBERS) + ") (?:[a-z]+ )?(?:"
                + String.join("|", kind.nouns().stream().map(n -> Pattern.quote(n.toLowerCase(Locale.ROOT))).toList()) + ")\\b");
    }

    @Override
    public void check(Scenario s, Report report) {
        Optional<RuleWords.Option> option = file.vocabulary().option(kind.option());
        Optional<Integer> printed = option.flatMap(o -> o.number(s.option(kind.option()).map(v -> v.value())));
        if (printed.isEmpty() || !edgeOnTable(s)) {
            return;
        }
        int min = option.get().min().get();
        int max = option.get().max().get();
        for (Note rule : s.specialRules()) {
            String text = rule.text().toLowerCase(Locale.ROOT);
            Matcher m = pattern.matcher(text);
            if (m.find() && names(sentenceBefore(text, m.start()))) {
                String n = m.group(1);
                int said = n.matches("\\d+") ? Integer.parseInt(n) : NUMBERS.indexOf(n) + 1;
                if (said != printed.get() && said >= min && said <= max) {
                    found(report, rule.span(), Optional.empty(), Fill.of("option", kind.option()).with("value", said)
                            .with("count", printed.get()).with("min", min).with("max", max));
                }
            }
        }
    }

    /** Whether the edge the check depends on is on the table: the option names one other than none, or the nation's is read. */
    private boolean edgeOnTable(Scenario s) {
        if (kind.edge().isEmpty() || kind.nation().isEmpty()) {
            return true;
        }
        String nation = kind.nation().get();
        return TableEdge.named(s, kind.edge(), nation, enemies(nation)).filter(e -> e != TableEdge.NONE).isPresent();
    }

    private boolean names(String sentence) {
        return kind.about().isEmpty() || kind.about().stream().anyMatch(sentence::contains);
    }

    /** The words of the sentence before {@code at}: from the last full stop, colon or semicolon. */
    private static String sentenceBefore(String text, int at) {
        int from = Math.max(text.lastIndexOf('.', at), Math.max(text.lastIndexOf(':', at), text.lastIndexOf(';', at)));
        return text.substring(from + 1, at);
    }
}
