package muster.rules;

import muster.scenario.Scenario;
import muster.source.Code;

/**
 * One rule a scenario can break: a {@link Code} (a stable id that appears in every message it
 * gives, a severity, a one-line summary for `muster rulesets`) with a check that reports what it
 * finds and goes on.
 */
public interface Rule extends Code {

    void check(Scenario scenario, Report report);

    /** Why this check is an error, a warning or a hint: what the rule text says, in one line. */
    String reason();
}
