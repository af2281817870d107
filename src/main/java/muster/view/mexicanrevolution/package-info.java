/**
 * Derive stage for {@code mexican-revolution}: its unit, general and train cards, quick-reference
 * chart and rosters (with the prisoners' table), every figure taken from
 * {@code muster.rules.mexicanrevolution}. {@link muster.view.mexicanrevolution.MxrSheets} is the
 * front door.
 */
package muster.view.mexicanrevolution;
