/**
 * Derive stage, the paper-play kit: what a rule set puts on the table besides the map (counters
 * for every unit at its true base size with their second state on the back, status markers,
 * range rulers, templates and card decks) as {@link muster.view.kit.KitContent}, and
 * {@link muster.view.kit.KitLayout}, which places all of it on sheets of paper at the table
 * map's scale, with cut lines, duplex backs and a calibration bar, as a
 * {@link muster.view.kit.KitView} of preformatted strings.
 */
package muster.view.kit;
