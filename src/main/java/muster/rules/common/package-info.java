/**
 * Check stage: the checks every rule set shares (ids, references, the table's bounds, geometry,
 * the rule set's words), one small class per check, ids {@code COM-nnn}.
 * {@link muster.rules.common.CommonRules} lists them.
 */
package muster.rules.common;
