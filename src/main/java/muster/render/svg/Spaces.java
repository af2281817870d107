package muster.render.svg;

/** White space as SVG's lists and class names take it, and as the regular expression {@code \s} matches it. */
final class Spaces {

    private Spaces() {
    }

    static boolean is(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }
}
