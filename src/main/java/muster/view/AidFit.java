package muster.view;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The largest type a player aid's sheet holds: each column's height measured, at each type size
 * pack.css gives the aid, from its words (wrapped to the column with {@link TextWidth}) and its
 * table rows; the largest size at which every column of both sides fits the page, with room to
 * spare, is chosen. An aid a rule set has already sized is left as it is, but on a page too narrow for two
 * columns every aid is set in one, in the usual type.
 */
final class AidFit {

    /** The sizes pack.css sets an aid in, usual first: body, line height, heading, table cell, in points. */
    enum Size {
        USUAL("", 7.2, 1.2, 8.4, 6.7, 1.4, 9),
        MEDIUM(PlayerAid.MEDIUM_TYPE, 8.5, 1.22, 9.6, 7.8, 2, 10),
        LARGER(PlayerAid.LARGER_TYPE, 9.8, 1.25, 11, 9, 2.6, 11);

        final String style;
        final double body;
        final double leading;
        final double heading;
        final double cell;
        final double cellPadding;
        final double indent;

        Size(String style, double body, double leading, double heading, double cell, double cellPadding, double indent) {
            this.style = style;
            this.body = body;
            this.leading = leading;
            this.heading = heading;
            this.cell = cell;
            this.cellPadding = cellPadding;
            this.indent = indent;
        }
    }

    /** The page's margins as pack.css sets them: 0.45 in either side, 0.5 in above and 0.55 in below. */
    static final double SIDE_MARGINS = 0.9 * 72;
    static final double TOP_AND_BOTTOM = 1.05 * 72;
    /** What a measured column may fill of the page: the measure is close, not exact. */
    static final double FILL = 0.88;
    static final double GUTTER = 8;

    private AidFit() {
    }

    /** A page narrower than this (inches) takes an aid in one column: two would leave a table's columns too narrow to read. */
    static final double TWO_COLUMNS = 7;

    /** The aid in the largest type its sheet holds on {@code paper}, in one column on a booklet's small page. */
    static PlayerAid fit(PlayerAid aid, Paper paper) {
        if (paper.width() < TWO_COLUMNS) {
            return aid.inUsualType().inOneColumn();
        }
        if (aid.enlarged()) {
            return aid;
        }
        for (Size size : new Size[] {Size.LARGER, Size.MEDIUM}) {
            if (fits(aid, paper, size)) {
                return aid.inType(size.style);
            }
        }
        return aid;
    }

    static boolean fits(PlayerAid aid, Paper paper, Size size) {
        double width = paper.width() * 72 - SIDE_MARGINS;
        double room = (paper.height() * 72 - TOP_AND_BOTTOM) * FILL;
        for (int i = 0; i < aid.sides().size(); i++) {
            PlayerAid.Face face = aid.sides().get(i);
            double top = i == 0 ? front(aid, size, width) : size.body * size.leading + 2;
            int columns = face.columns().size();
            double columnWidth = (width - (columns - 1) * GUTTER) / columns;
            for (PlayerAid.Column column : face.columns()) {
                double height = top;
                for (Chart.Section s : column.sections()) {
                    height += section(s, size, columnWidth, columns == 3);
                }
                if (height > room) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The front's head: title, subtitle and the boxed sequence of play across the page. */
    private static double front(PlayerAid aid, Size size, double width) {
        double title = size.heading * 1.8 * 1.3 + 4;
        double subtitle = size.body * size.leading + 6;
        double sequence = size.heading * 1.3 + 10;
        for (String step : aid.sequence()) {
            sequence += lines(step, size.body, width - 2 * size.indent - 12) * size.body * size.leading + 1;
        }
        return title + subtitle + sequence;
    }

    /** A section's height in a column {@code width} wide; {@code fixed}: its tables of fixed layout (equal columns). */
    static double section(Chart.Section s, Size size, double width, boolean fixed) {
        double height = size.heading * 1.3 + 6 + (size.body * 0.4);
        for (Chart.Block b : s.blocks()) {
            height += block(b, size, width, fixed);
        }
        return height;
    }

    private static double block(Chart.Block b, Size size, double width, boolean fixed) {
        double line = size.body * size.leading;
        if (b instanceof Chart.Para p) {
            return lines(p.text(), size.body, width) * line + 2;
        }
        if (b instanceof Chart.Note n) {
            return lines(n.topic() + ". " + n.text(), size.body, width - 8) * line + 6;
        }
        List<String> items = b instanceof Chart.Bullets l ? l.items() : b instanceof Chart.Steps st ? st.items() : List.of();
        if (!items.isEmpty()) {
            double h = 2;
            for (String item : items) {
                h += lines(item, size.body, width - size.indent) * line + 1.5;
            }
            return h;
        }
        if (b instanceof Chart.Table t) {
            double[] widths = fixed ? even(t, width) : auto(t, size, width);
            double rowLine = size.cell * 1.2;
            double h = 4 + row(t.header(), size, widths) * rowLine + size.cellPadding;
            for (List<String> r : t.rows()) {
                h += row(r, size, widths) * rowLine + size.cellPadding;
            }
            if (!t.caption().isEmpty()) {
                h += lines(t.caption(), size.cell * 0.94, width) * rowLine + 1;
            }
            return h;
        }
        return 0;
    }

    /** Space a cell's padding and borders take from its width, points. */
    static final double CELL_SIDES = 6;

    /** Equal columns, as a table of fixed layout (a three-column side's) has them. */
    private static double[] even(Chart.Table t, double width) {
        int columns = Math.max(1, t.header().size());
        double[] out = new double[columns];
        Arrays.fill(out, width / columns - CELL_SIDES);
        return out;
    }

    /**
     * Columns as a table of automatic layout shares the width: each at least its longest word, the rest of the width shared
     * in proportion to what each would take on one line.
     */
    private static double[] auto(Chart.Table t, Size size, double width) {
        int columns = Math.max(1, t.header().size());
        double[] least = new double[columns];
        double[] most = new double[columns];
        for (List<String> r : concat(t.header(), t.rows())) {
            for (int i = 0; i < Math.min(columns, r.size()); i++) {
                most[i] = Math.max(most[i], TextWidth.SANS.of(r.get(i), size.cell));
                for (String word : r.get(i).split(" ")) {
                    least[i] = Math.max(least[i], TextWidth.SANS.of(word, size.cell));
                }
            }
        }
        double room = width - columns * CELL_SIDES;
        double sumLeast = Arrays.stream(least).sum();
        double sumMost = Arrays.stream(most).sum();
        double[] out = new double[columns];
        for (int i = 0; i < columns; i++) {
            out[i] = sumMost <= room ? most[i] : sumLeast >= room ? least[i]
                    : least[i] + (most[i] - least[i]) * (room - sumLeast) / (sumMost - sumLeast);
        }
        return out;
    }

    private static List<List<String>> concat(List<String> header, List<List<String>> rows) {
        List<List<String>> all = new ArrayList<>(rows);
        all.add(0, header);
        return all;
    }

    /** The lines of a table row's tallest cell. */
    private static int row(List<String> cells, Size size, double[] widths) {
        int most = 1;
        for (int i = 0; i < Math.min(cells.size(), widths.length); i++) {
            most = Math.max(most, lines(cells.get(i), size.cell, widths[i]));
        }
        return most;
    }

    private static int lines(String text, double size, double width) {
        return Math.max(1, TextWidth.SANS.wrap(text, size, width).size());
    }
}
