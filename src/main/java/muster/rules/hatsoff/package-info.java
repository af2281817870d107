/**
 * Check stage: the {@code hatsoff} rule set (seed 002, an OCR scan of tactical Spanish-American
 * War rules where a figure is 25 men, a 3-figure stand a platoon, and every unit writes an order
 * and records its losses each turn). Its data (figure ratios and organisation, troop classes and
 * their morale percentages, small-arms bands, artillery and machine-gun loss formulas, melee,
 * ammunition, the turn sequence), the exact odds of its dice ({@link muster.rules.hatsoff.Odds}
 * over {@link muster.rules.Fraction}), and its rules ({@code HAT-nnn}), one class each.
 * {@link muster.rules.hatsoff.Hatsoff} is the front door. Every reading of an OCR misprint or a
 * gap is made once in {@link muster.rules.hatsoff.Interpretations} and printed on the chart.
 */
package muster.rules.hatsoff;
