/**
 * The {@code junior-general} rule set (seed 003, fast-play rules for a class of students with
 * single 54mm figures: Spanish artillery is four thrown paper balls, Americans halt and cut barbed
 * wire, the blockhouse is proof against American fire). Its data (fire dice, melee modifiers, the
 * turn sequence, the wire and the thrown balls), the odds its dice give, and its rules ({@code
 * JRG-nnn}), one class each. {@link muster.rulesets.juniorgeneral.JuniorGeneral} is the front door.
 * Where the seed is silent or unclear, the decision is made once in {@link
 * muster.rulesets.juniorgeneral.Interpretations} and printed on the sheets. Its sheets: unit and rule
 * cards, the quick-reference chart and the rosters, in large type and few words for a class of
 * students, every figure taken from {@code muster.rulesets.juniorgeneral}. {@link
 * muster.rulesets.juniorgeneral.JrgSheets} is the front door.
 */
package muster.rulesets.juniorgeneral;
