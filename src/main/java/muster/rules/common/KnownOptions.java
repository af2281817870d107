package muster.rules.common;

import java.util.List;
import muster.rules.Report;
import muster.rules.Rule;
import muster.rules.Vocabulary;
import muster.scenario.Option;
import muster.scenario.Scenario;
import muster.source.DidYouMean;
import muster.source.Severity;

/** The scenario's {@code options:} are switches its rule set defines; their values the rule set checks. */
public final class KnownOptions implements Rule {

    private final Vocabulary words;

    public KnownOptions(Vocabulary words) {
        this.words = words;
    }

    @Override
    public String id() {
        return "COM-014";
    }

    @Override
    public Severity severity() {
        return Severity.ERROR;
    }

    @Override
    public String summary() {
        return "every key under 'options' is an option of the scenario's rule set";
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
