/**
 * The {@code hatsoff} rule set (seed 002, an OCR scan of tactical Spanish-American War rules where
 * a figure is 25 men, a 3-figure stand a platoon, and every unit writes an order and records its
 * losses each turn). Its data (figure ratios and organisation, troop classes and their morale
 * percentages, small-arms bands, artillery and machine-gun loss formulas, melee, ammunition, the
 * turn sequence), the exact odds of its dice, its rules ({@code HAT-nnn}) and its sheets: unit
 * cards at the scenario's figure ratio, the quick-reference chart, and rosters whose record sheets
 * give every unit a line per turn for its written order and its losses. {@link
 * muster.rulesets.hatsoff.Hatsoff} is the front door. Where the text is silent, cut short or
 * unclear, the decision is made once in {@link muster.rulesets.hatsoff.Interpretations} and
 * printed on the sheets.
 */
package muster.rulesets.hatsoff;
