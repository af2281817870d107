/**
 * The {@code mexican-revolution} rule set (seed 004, a quick-play set for the Mexican Revolution
 * of 1910-1920 with 25mm single figures, each standing for 10 men). Its data (weapons and kill
 * numbers, morale classes, trains, burning buildings, the prisoners' table), the exact odds its
 * dice give, its rules ({@code MXR-nnn}) and its sheets: unit, general and train cards, the
 * quick-reference chart and rosters with the prisoners' table. {@link
 * muster.rulesets.mexicanrevolution.MexicanRevolution} is the front door. Where the text is
 * silent, cut short or unclear, the decision is made once in {@link
 * muster.rulesets.mexicanrevolution.Interpretations} and printed on the sheets.
 */
package muster.rulesets.mexicanrevolution;
