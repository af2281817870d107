/**
 * SVG painter for the render stage: Freemarker templates write maps as a subset of SVG 1.1 (so publishers can
 * restyle them without touching Java), and {@link muster.render.svg.SvgPainter} draws that SVG into a PDF form
 * XObject as vector content, keeping text as real, selectable PDF text and never rasterising. The input comes
 * from templates anyone may write, so parsing is locked down (no DTDs, no external resources, capped size and
 * depth) and the output is byte-for-byte deterministic.
 */
package muster.render.svg;
