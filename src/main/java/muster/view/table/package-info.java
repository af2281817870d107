/**
 * Derive stage, the true-scale table: the public terrain map at 1:1 (or 1:N) cut into sheets of
 * paper that are trimmed and glued edge to edge, each sheet's captions, calibration bar and locator
 * in the strip its neighbour is glued over, and an index page. {@link muster.view.table.Tiling}
 * lays the sheets out and {@link muster.view.table.TableLayout} computes every position.
 */
package muster.view.table;
