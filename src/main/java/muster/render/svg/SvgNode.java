package muster.render.svg;

/** A node of the parsed SVG tree: an element or a run of character data. */
sealed interface SvgNode permits SvgElement, SvgText {
}
