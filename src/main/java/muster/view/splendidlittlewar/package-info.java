/**
 * Derive stage for {@code splendid-little-war}: its unit cards with a row of hit boxes per stand,
 * the poker-size activation deck (a card per brigade, a bonus card per side), the quick-reference
 * chart with odds counted exactly, and the rosters, every figure taken from
 * {@code muster.rules.splendidlittlewar}. {@link muster.view.splendidlittlewar.SlwSheets} is the
 * front door.
 */
package muster.view.splendidlittlewar;
