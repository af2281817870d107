package muster.render.svg;

/** Hard caps that keep hostile or runaway templates from exhausting memory or time. */
final class SvgLimits {

    /** Elements in the parsed document. */
    static final int MAX_ELEMENTS = 200_000;
    /** Element nesting, in the document and again while drawing (where {@code use} adds levels). */
    static final int MAX_DEPTH = 100;
    /** Elements drawn, counting every {@code use} expansion; stops exponential {@code use} fan-out. */
    static final int MAX_DRAWN = 1_000_000;
    /** Warnings kept per paint; more are counted but not stored. */
    static final int MAX_WARNINGS = 1_000;

    private SvgLimits() {
    }
}
