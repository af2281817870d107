package muster.rules;

import muster.scenario.Scenario;
import muster.source.Severity;

/**
 * One rule a scenario can break: a stable id that appears in every message it gives, a severity,
 * a one-line summary for `muster rulesets`, and a check that reports what it finds and goes on.
 */
public interface Rule {

    String id();

    Severity severity();

    String summary();

    void check(Scenario scenario, Report report);
}
