/**
 * The {@code mexican-revolution} rule set (seed 004, a quick-play set for the Mexican Revolution
 * of 1910-1920 with 25mm single figures, each standing for 10 men). Its data (weapons and kill
 * numbers, morale classes, trains, burning buildings, the prisoners' table), the exact odds its
 * dice give, and its rules ({@code MXR-nnn}), one class each. {@link
 * muster.rulesets.mexicanrevolution.MexicanRevolution} is the front door. Where the seed is silent,
 * cut short or unclear, the decision is made once in {@link
 * muster.rulesets.mexicanrevolution.Interpretations} and printed on the sheets. Its sheets: its unit,
 * general and train cards, quick-reference chart and rosters (with the prisoners' table), every
 * figure taken from {@code muster.rulesets.mexicanrevolution}. {@link
 * muster.rulesets.mexicanrevolution.MxrSheets} is the front door.
 */
package muster.rulesets.mexicanrevolution;
