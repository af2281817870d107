/**
 * Check stage: the rules engine. A {@link muster.rules.RuleSet} is registered by id in
 * {@link muster.rules.RuleSets}; each holds its vocabulary and its {@link muster.rules.Rule}s, one
 * small class per rule with a stable id. Checks common to every rule set live in
 * {@code muster.rules.common}; checks of orders that several rule sets make alike, each with its
 * own id and words, in {@code muster.rules.orders}. What the rule sets build on lives here too:
 * {@link muster.rules.BaseRuleSet}, {@link muster.rules.Fraction} (the exact number every rule
 * set's odds are counted in), {@link muster.rules.DiceCounts}, {@link muster.rules.Word} and
 * {@link muster.rules.HouseReading}. {@link muster.rules.Engine} is the front door: it
 * runs the common checks and the scenario's rule set and returns diagnostics as values; it never
 * throws for bad input.
 */
package muster.rules;
