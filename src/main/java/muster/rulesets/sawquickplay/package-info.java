/**
 * The {@code saw-quickplay} rule set (seed 000, a Spanish-American War quick-play set where each
 * 1" base is a company, squadron or two-gun section). Its data (weapons, terrain effects,
 * organisations, morale thresholds, movement), the odds its dice give, its rules ({@code SAW-nnn})
 * and its sheets: unit cards, the quick-reference chart and rosters, every distance at the
 * scenario's figure scale. {@link muster.rulesets.sawquickplay.SawQuickplay} is the front door.
 * Where the text is silent, cut short or unclear, the decision is made once in {@link
 * muster.rulesets.sawquickplay.Interpretations} and printed on the sheets.
 */
package muster.rulesets.sawquickplay;
