/**
 * Derive stage for {@code saw-quickplay}: its unit cards, quick-reference chart and rosters, every
 * figure taken from {@code muster.rules.sawquickplay} at the scenario's figure scale.
 * {@link muster.view.sawquickplay.SawSheets} is the front door.
 */
package muster.view.sawquickplay;
