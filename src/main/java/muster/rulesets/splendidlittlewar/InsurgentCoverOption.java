package muster.rulesets.splendidlittlewar;

import java.util.Arrays;
import java.util.List;
import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.source.Severity;

/** SLW-011: the option insurgent-cover is 'save' or 'hidden' (interpretation SAVES). */
final class InsurgentCoverOption extends BaseRule {

    static final List<String> VALUES = Arrays.stream(Protection.values()).map(Protection::word).toList();

    InsurgentCoverOption() {
        super("SLW-011", Severity.ERROR, "the option '" + Protection.OPTION + "' is " + String.join(" or ", VALUES),
                "muster's option for the text's open question; another value cannot be read");
    }

    @Override
    public void check(Scenario s, Report report) {
        s.option(Protection.OPTION).filter(o -> !VALUES.contains(o.value())).ifPresent(o -> report.at(o.span(),
                "'" + o.value() + "' is not a value of " + Protection.OPTION,
                "save: Cuban and Filipino units in cover save hits on 4-6 like US units (the default); "
                        + "hidden: they may not be fired at, like Spaniards"));
    }
}
