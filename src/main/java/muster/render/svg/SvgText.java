package muster.render.svg;

/** Character data inside an element, already XML-unescaped (whitespace is handled by the text layout). */
record SvgText(String text) implements SvgNode {
}
