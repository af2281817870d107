/**
 * Derive stage, the map: table inches to page points. {@link muster.view.map.MapDeriver} computes
 * every coordinate (terrain, grid, labels, units with facing, targets, legend) so the SVG
 * template in {@code templates/} only chooses how each thing looks.
 */
package muster.view.map;
