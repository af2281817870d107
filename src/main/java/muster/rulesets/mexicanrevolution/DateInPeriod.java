package muster.rulesets.mexicanrevolution;

import muster.rules.BaseRule;
import muster.rules.Report;
import muster.scenario.Scenario;
import muster.source.Severity;

/** MXR-021: the rules are written for the years 1910 to 1920. */
final class DateInPeriod extends BaseRule {

    DateInPeriod() {
        super("MXR-021", Severity.WARNING, "the scenario's 'date' falls in the years the rules cover, 1910 to 1920");
    }

    @Override
    public void check(Scenario s, Report report) {
        s.date().filter(d -> !Period.inPeriod(d)).ifPresent(d -> report.at(s.spans().of("date"),
                "the scenario is dated " + d.getYear() + ", outside the Revolution's years " + Period.FIRST_YEAR + "-" + Period.LAST_YEAR,
                "check the date, or use a rule set written for that war"));
    }
}
