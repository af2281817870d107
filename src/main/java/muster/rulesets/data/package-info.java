/**
 * A rule set written as data printed like a built-in one: {@link muster.rulesets.data.DataModule}
 * wraps the checks of {@link muster.rules.data.DataRuleSet} as a module, and its sheets are made from
 * the file's own facts: unit cards from the profiles, the player aid from the sequence of play,
 * the profiles and the charts (each roll with its exact odds), the appendix from the readings,
 * rosters, and a paper-play kit at the file's base sizes and range bands.
 */
package muster.rulesets.data;
