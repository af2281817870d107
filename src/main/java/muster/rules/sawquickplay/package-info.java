/**
 * Check stage: the {@code saw-quickplay} rule set (seed 000, a Spanish-American War quick-play set
 * where each 1" base is a company, squadron or two-gun section). Its data (weapons, terrain
 * effects, organisations, morale thresholds, movement), the odds its dice give, and its rules
 * ({@code SAW-nnn}), one class each. {@link muster.rules.sawquickplay.SawQuickplay} is the front
 * door. Where the seed is silent or unclear, the decision is made once in
 * {@link muster.rules.sawquickplay.Interpretations} and printed on the sheets.
 */
package muster.rules.sawquickplay;
