/**
 * Check stage: a rule set written as data ({@link muster.scenario.rulefile.RuleSetFile}) run as a
 * {@link muster.rules.RuleSet} the {@link muster.rules.Engine} checks with like any other.
 * {@link muster.rules.data.DataRuleSet} is the front door; each kind of the file's check library is
 * one small rule class, whose findings carry the file's id, severity, message and hint with the
 * placeholders filled in, at the scenario node at fault.
 */
package muster.rules.data;
