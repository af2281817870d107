/**
 * Check stage: the {@code mexican-revolution} rule set (seed 004, a quick-play set for the Mexican
 * Revolution of 1910-1920 with 25mm single figures, each standing for 10 men). Its data (weapons
 * and kill numbers, morale classes, trains, burning buildings, the prisoners' table), the exact odds
 * its dice give, and its rules ({@code MXR-nnn}), one class each.
 * {@link muster.rules.mexicanrevolution.MexicanRevolution} is the front door. Where the seed is
 * silent, cut short or unclear, the decision is made once in
 * {@link muster.rules.mexicanrevolution.Interpretations} and printed on the sheets.
 */
package muster.rules.mexicanrevolution;
