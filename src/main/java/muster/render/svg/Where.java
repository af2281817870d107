package muster.render.svg;

/**
 * Names an attribute of an element in an error message ("x of &lt;rect id="a"&gt;"), spelled out only when a
 * message is made: parsers take it as their {@code what} and most values parse without error.
 */
record Where(String attribute, SvgElement element) {

    @Override
    public String toString() {
        return attribute + " of " + element.describe();
    }
}
