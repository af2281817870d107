/**
 * Exact odds of the dice expressions a rule-set file writes ({@link muster.scenario.rulefile.Dice}):
 * {@link muster.rules.dice.DiceOdds} counts outcomes into {@link muster.rules.Fraction}s, one
 * {@link muster.rules.dice.Odds} variant per form. Rules stage: a sheet prints them, a check may read them.
 */
package muster.rules.dice;
