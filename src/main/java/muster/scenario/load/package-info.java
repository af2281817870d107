/**
 * Load stage: scenario bytes to {@link muster.scenario.Scenario} records. The bytes are checked
 * first (size, UTF-8), then Jackson's streaming YAML parser builds a small tree of positioned
 * nodes ({@link muster.scenario.load.Node}, each spanning its value from its first character to
 * its last, a mapping or list to its closing bracket or its last value), refusing what a scenario
 * has no use for (anchors, aliases, tags, deep nesting, duplicate keys), and a binder turns the
 * tree into records, reporting every unknown, missing or ill-typed key at its line under a LOAD
 * code of {@link muster.source.StageCode}. Front door: {@link muster.scenario.load.ScenarioLoader};
 * a convention's manifest goes through the same reader and field checks in
 * {@link muster.scenario.load.ConventionLoader}, and a rule-set file ({@link muster.scenario.rulefile})
 * in {@link muster.scenario.load.RuleSetLoader}, with RULESET codes for what only it can get wrong.
 */
package muster.scenario.load;
