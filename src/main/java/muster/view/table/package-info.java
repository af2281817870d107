/**
 * Derive stage, the true-scale table: the public terrain map at 1:1 (or 1:N) cut into sheets of
 * paper with overlap, trim lines, registration marks, a calibration ruler and a thumbnail on every
 * sheet, and an index page. {@link muster.view.table.TableLayout} computes every position.
 */
package muster.view.table;
