/**
 * The {@code splendid-little-war} rule set (seed 001, "A Splendid Little War", a card-driven
 * Spanish-American War game for 15mm figures on stands: infantry units of 4-6 stands, machine guns
 * and guns of one stand, brigades activated by a shuffled deck). Its data (unit classes, weapons,
 * terrain, hits, morale, the activation deck, the turn sequence), the exact odds its dice give,
 * and its rules ({@code SLW-nnn}), one class each. {@link
 * muster.rulesets.splendidlittlewar.SplendidLittleWar} is the front door. Where the seed is silent or
 * unclear, the decision is made once in {@link muster.rulesets.splendidlittlewar.Interpretations} and
 * printed on the chart. Its sheets: its unit cards with a row of hit boxes per stand, the poker-
 * size activation deck (a card per brigade, a bonus card per side), the quick-reference chart with
 * odds counted exactly, and the rosters, every figure taken from {@code
 * muster.rulesets.splendidlittlewar}. {@link muster.rulesets.splendidlittlewar.SlwSheets} is the front
 * door.
 */
package muster.rulesets.splendidlittlewar;
