/**
 * The {@code splendid-little-war} rule set (seed 001, "A Splendid Little War", a card-driven
 * Spanish-American War game for 15mm figures on stands: infantry units of 4-6 stands, machine guns
 * and guns of one stand, brigades activated by a shuffled deck). Its data (unit classes, weapons,
 * terrain, hits, morale, the activation deck, the turn sequence), the exact odds its dice give,
 * its rules ({@code SLW-nnn}) and its sheets: unit cards with a row of hit boxes per stand, the
 * poker-size activation deck, the quick-reference chart and rosters. {@link
 * muster.rulesets.splendidlittlewar.SplendidLittleWar} is the front door. Where the text is
 * silent, cut short or unclear, the decision is made once in {@link
 * muster.rulesets.splendidlittlewar.Interpretations} and printed on the sheets.
 */
package muster.rulesets.splendidlittlewar;
