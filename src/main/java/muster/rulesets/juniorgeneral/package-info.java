/**
 * The {@code junior-general} rule set (seed 003, fast-play rules for a class of students with
 * single 54mm figures: Spanish artillery is four thrown paper balls, Americans halt and cut barbed
 * wire, the blockhouse is proof against American fire). Its data (fire dice, melee modifiers, the
 * turn sequence, the wire and the thrown balls), the odds its dice give, its rules ({@code
 * JRG-nnn}) and its sheets in large type and few words: unit and rule cards, the quick-reference
 * chart and rosters. {@link muster.rulesets.juniorgeneral.JuniorGeneral} is the front door. Where
 * the text is silent, cut short or unclear, the decision is made once in {@link
 * muster.rulesets.juniorgeneral.Interpretations} and printed on the sheets.
 */
package muster.rulesets.juniorgeneral;
