package muster.rules.common;

import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.rules.Vocabulary;
import muster.scenario.Option;
import muster.scenario.Scenario;
import muster.source.DidYouMean;
import muster.source.Severity;

/** The scenario's {@code options:} are switches its rule set defines; their values the rule set checks. */
public final class KnownOptions extends BaseRule {

    private final Vocabulary words;

    public KnownOptions(Vocabulary words) {
        super("COM-014", Severity.ERROR, "every key under 'options' is an option of the scenario's rule set",
                "an option the rule set does not have changes nothing; it is most often misspelt");
        this.words = words;
    }

    @Override
    public void check(Scenario s, Report report) {
        List<String> known = Vocabulary.words(words.options());
        for (Option o : s.options()) {
            if (!known.contains(o.key())) {
                String dym = DidYouMean.phrase(o.key(), known);
                report.at(o.span(), "'" + o.key() + "' is not an option of " + s.ruleset() + (dym.isEmpty() ? "" : "; " + dym),
                        known.isEmpty() ? s.ruleset() + " has no options" : "its options: " + String.join(", ", known));
            }
        }
    }
}
