/**
 * Check stage: the rules engine. A {@link muster.rules.RuleSet} holds its vocabulary and its
 * {@link muster.rules.Rule}s, one small class per rule, a {@link muster.source.Code} whose id,
 * severity and summary its constructor gives to {@link muster.rules.BaseRule}, and reads a
 * scenario's units in its own words ({@link muster.rules.UnitWords}). Checks common to every rule
 * set live in {@code muster.rules.common}; checks of orders that several rule sets make alike, each
 * with its own id and words, in {@code muster.rules.orders}. What the rule sets build on lives here
 * too: {@link muster.rules.BaseRuleSet}, {@link muster.rules.Fraction} (the exact number every rule
 * set's odds are counted in), {@link muster.rules.DiceCounts}, {@link muster.rules.Guns} (which
 * guns reach a pre-spotted target), {@link muster.rules.Word} (a rule set's words and their lookup),
 * {@link muster.rules.Arms} (how a unit's type and weapon are read), {@link muster.rules.Facts} and
 * {@link muster.rules.HouseReading}. {@link muster.rules.Engine}
 * is the front door: given the rule sets muster knows (the registry lives downstream, in
 * {@code muster.rulesets}), it runs the common checks and the scenario's own and returns a
 * {@link muster.rules.Verdict}: the diagnostics as values and, when none is an error, the
 * {@link muster.rules.Checked} scenario every later stage starts from. It never throws for bad input.
 */
package muster.rules;
