package muster.view;

/**
 * The lines above a pack's map, measured: the title ("El Caney: the field · game master's pack")
 * and the scale line, each at the size and line height pack.css gives them, wrapped to the map
 * page's width. The map is fitted into what is left of the page, so nothing runs onto another.
 */
record MapHead(double height) {

    /** pack.css: .map-title is 13 pt bold on 16 pt lines, .map-scale 7.5 pt on 10 pt lines, 4 pt between them and the map. */
    static final double TITLE_SIZE = 13;
    static final double TITLE_LINE = 16;
    static final double SCALE_SIZE = 7.5;
    static final double SCALE_LINE = 10;
    static final double GAP = 4;
    /** The longest scale line a pack prints (1:100, the smallest scale a map is fitted at, with the grid's words). */
    static final String LONGEST_SCALE = "1 inch on this map = 100 inches on the table (1:100) · grid squares are 6 inches,"
            + " lettered from the west and numbered from the south";

    /** The head of a map titled {@code title} for {@code audience}, on a page {@code width} points wide. */
    static MapHead of(String title, String audience, double width) {
        // the audience is set smaller than the title; measuring it at the title's size only ever keeps a line too many
        int titleLines = TextWidth.SANS_BOLD.wrap(title + ": the field · " + audience, TITLE_SIZE, width).size();
        int scaleLines = TextWidth.SANS.wrap(LONGEST_SCALE, SCALE_SIZE, width).size();
        return new MapHead(titleLines * TITLE_LINE + scaleLines * SCALE_LINE + GAP);
    }

    /** As CSS: "36pt". */
    String css() {
        return Num.fmt(height, 2) + "pt";
    }
}
