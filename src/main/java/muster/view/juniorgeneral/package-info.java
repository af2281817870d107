/**
 * Derive stage for {@code junior-general}: unit and rule cards, the quick-reference chart and the
 * rosters, in large type and few words for a class of students, every figure taken from
 * {@code muster.rules.juniorgeneral}. {@link muster.view.juniorgeneral.JrgSheets} is the front door.
 */
package muster.view.juniorgeneral;
