/**
 * Derive stage, a convention: what the cover sheet of each table's file and the event's print list
 * show, every number worked out here ({@link muster.view.convention.Conventions}). A table's file is
 * printed on both sides of the paper with every part (cover, game master's pack, each player's
 * handout, the kit) starting on a sheet of its own, so a part with an odd number of pages is
 * followed by one blank page; {@link muster.view.convention.Part} says so, and the print list
 * counts pages and sheets from the parts.
 */
package muster.view.convention;
