/**
 * Derive stage, the map: table inches to page points. {@link muster.view.map.MapDeriver} computes
 * every coordinate (terrain, grid, labels, units with facing, targets, legend) so the SVG
 * template in {@code templates/} only chooses how each thing looks. {@link muster.view.map.Lettering}
 * places every word: {@link muster.view.map.LabelPlacer} keeps each label clear of what
 * {@link muster.view.map.Clearance} holds (labels, units, symbols; lines as a cost), in the
 * {@link muster.view.map.LabelStyle} of what it names, wrapping, shrinking, standing aside with a
 * leader or going to the key rather than colliding or being cut short. Nothing is drawn over what
 * matters: {@link muster.view.map.Marks} keeps units off works, targets and headquarters and sets a
 * victory star beside what it marks, {@link muster.view.map.Alongside} draws an order beside the
 * trench or road it follows, and {@link muster.view.map.LegendLayout} keeps the legend, the scale bar
 * and the north arrow apart and on the drawing.
 */
package muster.view.map;
