/**
 * Derive stage for {@code hatsoff}: unit cards with strengths at the scenario's figure ratio and
 * their rounds of fire, a quick-reference chart with exact loss and morale odds, and rosters
 * whose record sheets give every unit a line per turn for its written order and its losses.
 * {@link muster.view.hatsoff.HatSheets} is the front door.
 */
package muster.view.hatsoff;
