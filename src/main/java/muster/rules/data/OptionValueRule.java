package muster.rules.data;

import java.util.Optional;
import muster.rules.Report;
import muster.scenario.Option;
import muster.scenario.Scenario;
import muster.scenario.rulefile.Check;
import muster.scenario.rulefile.CheckKind;
import muster.scenario.rulefile.RuleSetFile;
import muster.scenario.rulefile.RuleWords;

/** option-value: the scenario's value of the option is one of its words, or a whole number from its least to its most. */
final class OptionValueRule extends DataRule {

    private final CheckKind.OptionValue kind;

    OptionValueRule(Check check, CheckKind.OptionValue kind, RuleSetFile file) {
        super(check, file);
        this.kind = kind;
    }

    @Override
    public void check(Scenario s, Report report) {
        Optional<RuleWords.Option> declared = file.vocabulary().option(kind.option());
        Optional<Option> given = s.option(kind.option());
        if (declared.isEmpty() || given.isEmpty() || allows(declared.get(), given.get().value().trim())) {
            return;
        }
        RuleWords.Option d = declared.get();
        found(report, given.get().span(), Optional.empty(), Fill.of("option", d.word(), "value", given.get().value(),
                "min", d.min().map(String::valueOf).orElse(""), "max", d.max().map(String::valueOf).orElse("")));
    }

    static boolean allows(RuleWords.Option option, String value) {
        if (!option.values().isEmpty()) {
            return option.values().contains(value);
        }
        if (!value.matches("-?\\d{1,9}")) {
            return false;
        }
        int n = Integer.parseInt(value);
        return option.min().map(min -> n >= min).orElse(true) && option.max().map(max -> n <= max).orElse(true);
    }
}
