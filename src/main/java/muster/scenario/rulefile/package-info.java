/**
 * The model of a rule-set file, a rule set written as data rather than as a Java package
 * (docs/rulesets/data-format.md): records for its figures, vocabulary, profiles, organisation,
 * turn sequence, charts, checks (sealed {@link muster.scenario.rulefile.CheckKind}, the fixed
 * library) and readings, every part with its span; and its dice expressions
 * ({@link muster.scenario.rulefile.Dice}, read by {@link muster.scenario.rulefile.DiceParser}).
 * Part of the load stage: {@code muster.scenario.load.RuleSetLoader} fills it in; the odds of the
 * dice are counted in the rules stage ({@code muster.rules.dice}).
 */
package muster.scenario.rulefile;
