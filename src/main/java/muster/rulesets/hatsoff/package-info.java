/**
 * The {@code hatsoff} rule set (seed 002, an OCR scan of tactical Spanish-American War rules where
 * a figure is 25 men, a 3-figure stand a platoon, and every unit writes an order and records its
 * losses each turn). Its data (figure ratios and organisation, troop classes and their morale
 * percentages, small-arms bands, artillery and machine-gun loss formulas, melee, ammunition, the
 * turn sequence), the exact odds of its dice ({@link muster.rulesets.hatsoff.Odds} over {@link
 * muster.rules.Fraction}), and its rules ({@code HAT-nnn}), one class each. {@link
 * muster.rulesets.hatsoff.Hatsoff} is the front door. Every reading of an OCR misprint or a gap is
 * made once in {@link muster.rulesets.hatsoff.Interpretations} and printed on the chart. Its sheets:
 * unit cards with strengths at the scenario's figure ratio and their rounds of fire, a quick-reference
 * reference chart with exact loss and morale odds, and rosters whose record sheets give every unit
 * a line per turn for its written order and its losses. {@link muster.rulesets.hatsoff.HatSheets} is
 * the front door.
 */
package muster.rulesets.hatsoff;
