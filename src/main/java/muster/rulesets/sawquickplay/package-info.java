/**
 * The {@code saw-quickplay} rule set (seed 000, a Spanish-American War quick-play set where each
 * 1" base is a company, squadron or two-gun section). Its data (weapons, terrain effects,
 * organisations, morale thresholds, movement), the odds its dice give, and its rules ({@code SAW-
 * nnn}), one class each. {@link muster.rulesets.sawquickplay.SawQuickplay} is the front door. Where
 * the seed is silent or unclear, the decision is made once in {@link
 * muster.rulesets.sawquickplay.Interpretations} and printed on the sheets. Its sheets: its unit
 * cards, quick-reference chart and rosters, every figure taken from {@code
 * muster.rulesets.sawquickplay} at the scenario's figure scale. {@link
 * muster.rulesets.sawquickplay.SawSheets} is the front door.
 */
package muster.rulesets.sawquickplay;
