/**
 * Check stage: the {@code junior-general} rule set (seed 003, fast-play rules for a class of
 * students with single 54mm figures: Spanish artillery is four thrown paper balls, Americans halt
 * and cut barbed wire, the blockhouse is proof against American fire). Its data (fire dice, melee
 * modifiers, the turn sequence, the wire and the thrown balls), the odds its dice give, and its
 * rules ({@code JRG-nnn}), one class each. {@link muster.rules.juniorgeneral.JuniorGeneral} is the
 * front door. Where the seed is silent or unclear, the decision is made once in
 * {@link muster.rules.juniorgeneral.Interpretations} and printed on the sheets.
 */
package muster.rules.juniorgeneral;
