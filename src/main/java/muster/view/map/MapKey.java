package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.view.Num;
import muster.view.TextWidth;

/**
 * The key of a map's numbered labels: in the legend's free cells when they hold it; else beside the
 * table, in columns to its right, when the box the map is fitted into has room there; else in one
 * column of wrapped entries, three words wide or more, in the strip the box leaves right of the table
 * (a map at its largest scale is often a little narrower than its box); else in rows below the
 * legend, as wide as the box allows, when the box has the depth; else in a narrower column beside;
 * else below, and the map is drawn a scale smaller.
 * {@code width} and {@code height} are the drawing's size with the key.
 */
record MapKey(List<MapView.KeyEntry> entries, double width, double height) {

    static final double ROW = 10;
    static final double TEXT_SIZE = 6.5;
    static final double NUMBER_ROOM = 14;
    /** From one wrapped line of an entry to the next. */
    static final double LINE = 7.5;
    /** The narrowest column of wrapped entries that reads well, in points of text: three or four words a line. */
    static final double COMFORTABLE = 80;
    /** The narrowest column of wrapped entries worth printing rather than drawing the map a scale smaller. */
    static final double NARROWEST = 36;

    /**
     * @param mapWidth the drawing's width without the key, {@code mapHeight} its height with the legend
     * @param tableTop the table's top edge on the drawing, {@code tableBottom} its bottom edge
     * @param boxWidth the widest the drawing may be (points), 0 when it is not fitted; {@code boxHeight} the deepest
     * @param legend the legend's grid and how many of its cells are taken
     */
    static MapKey of(List<LabelPlacer.Placed> keyed, double mapWidth, double mapHeight, double tableTop, double tableBottom,
            double boxWidth, double boxHeight, Grid legend) {
        if (keyed.isEmpty()) {
            return new MapKey(List.of(), mapWidth, mapHeight);
        }
        List<MapView.KeyEntry> inLegend = inLegend(keyed, legend);
        if (!inLegend.isEmpty()) {
            return new MapKey(inLegend, mapWidth, mapHeight);
        }
        double column = NUMBER_ROOM + 4;
        for (LabelPlacer.Placed p : keyed) {
            column = Math.max(column, NUMBER_ROOM + TextWidth.SANS.of(p.text(), TEXT_SIZE) + 6);
        }
        int perColumn = Math.max(1, (int) ((tableBottom - tableTop) / ROW));
        int columns = (keyed.size() + perColumn - 1) / perColumn;
        double left = mapWidth - MapDeriver.EDGE + 14;
        if (left + columns * column <= boxWidth) {
            List<MapView.KeyEntry> out = new ArrayList<>();
            for (int i = 0; i < keyed.size(); i++) {
                out.add(entry(keyed.get(i), left + (i / perColumn) * column, tableTop + 7 + (i % perColumn) * ROW));
            }
            return new MapKey(out, left + columns * column, mapHeight);
        }
        // a column beside the table three words wide or more, else rows under the legend where the page has the depth for
        // them, else a narrower column rather than a map a scale smaller
        Optional<MapKey> beside = wrapped(keyed, left, boxWidth, tableTop, tableBottom, mapHeight, COMFORTABLE);
        if (beside.isPresent()) {
            return beside.get();
        }
        MapKey below = below(keyed, column, mapWidth, mapHeight, boxWidth);
        if (boxHeight <= 0 || below.height() <= boxHeight) {
            return below;
        }
        // run on from the legend's last entry, in the room it leaves at the end of its rows, and under it
        Optional<MapKey> after = after(keyed, legend, mapWidth, mapHeight);
        if (after.isPresent() && after.get().height() <= boxHeight) {
            return after.get();
        }
        return wrapped(keyed, left, boxWidth, tableTop, tableBottom, mapHeight, NARROWEST).orElse(below);
    }

    /** Rows below the legend, as wide as the box allows. */
    private static MapKey below(List<LabelPlacer.Placed> keyed, double column, double mapWidth, double mapHeight, double boxWidth) {
        double across = Math.max(mapWidth, boxWidth) - 2 * MapDeriver.EDGE;
        int perRow = Math.max(1, (int) (across / column));
        List<MapView.KeyEntry> out = new ArrayList<>();
        for (int i = 0; i < keyed.size(); i++) {
            out.add(entry(keyed.get(i), MapDeriver.EDGE + (i % perRow) * column, mapHeight + 4 + (i / perRow) * ROW));
        }
        int rows = (keyed.size() + perRow - 1) / perRow;
        return new MapKey(out, Math.max(mapWidth, MapDeriver.EDGE * 2 + Math.min(keyed.size(), perRow) * column), mapHeight + rows * ROW + 6);
    }

    /**
     * One column from {@code left} to the box's right edge, beside the table, each entry's words
     * wrapped to the column; none when a word is wider than the column or the entries run past the
     * table's bottom.
     */
    private static Optional<MapKey> wrapped(List<LabelPlacer.Placed> keyed, double left, double boxWidth, double tableTop, double tableBottom,
            double mapHeight, double narrowest) {
        double room = boxWidth - left - NUMBER_ROOM - 2;
        if (room < narrowest) {
            return Optional.empty();
        }
        List<MapView.KeyEntry> out = new ArrayList<>();
        double y = tableTop + 7;
        double widest = 0;
        for (LabelPlacer.Placed p : keyed) {
            List<String> lines = TextWidth.SANS.wrap(p.text(), TEXT_SIZE, room);
            List<MapView.TextLine> printed = new ArrayList<>();
            for (int i = 0; i < lines.size(); i++) {
                double w = TextWidth.SANS.of(lines.get(i), TEXT_SIZE);
                if (w > room) {
                    return Optional.empty();
                }
                widest = Math.max(widest, w);
                printed.add(new MapView.TextLine(Num.pt(left + NUMBER_ROOM), Num.pt(y + i * LINE), lines.get(i)));
            }
            if (y + (lines.size() - 1) * LINE > tableBottom) {
                return Optional.empty();
            }
            out.add(new MapView.KeyEntry(Num.pt(left), Num.pt(y), p.key(), Num.pt(left + NUMBER_ROOM), p.text(), printed));
            y += (lines.size() - 1) * LINE + ROW;
        }
        return Optional.of(new MapKey(out, left + NUMBER_ROOM + widest + 2, mapHeight));
    }

    /**
     * The legend's grid: its top and left edge, cells a row, rows, cell size, and cells already taken; and the block of its
     * scale bar and north arrow, from {@code blockLeft} to the right edge, down to {@code blockBottom}.
     */
    record Grid(double top, double left, int perRow, int rows, double cellWidth, double rowHeight, int taken, double blockLeft,
            double blockBottom) {
    }

    /** Points between one entry's words and the next entry's number on a line of the key run on after the legend. */
    static final double RUN_GAP = 12;

    /**
     * The entries one after another on the legend's lines, each whole on one line: from the end of its last row (up to the
     * block of the scale bar where the row is beside it, else to the drawing's right edge), then on lines under it; none
     * when the legend is a column beside the table or an entry is wider than a line.
     */
    private static Optional<MapKey> after(List<LabelPlacer.Placed> keyed, Grid g, double mapWidth, double mapHeight) {
        if (g.perRow() < 2 || g.taken() == 0) {
            return Optional.empty();
        }
        int row = (g.taken() - 1) / g.perRow();
        double x = g.left() + ((g.taken() - 1) % g.perRow() + 1) * g.cellWidth();
        double right = mapWidth - MapDeriver.EDGE;
        List<MapView.KeyEntry> out = new ArrayList<>();
        double bottom = mapHeight;
        for (LabelPlacer.Placed p : keyed) {
            double wide = NUMBER_ROOM + TextWidth.SANS.of(p.text(), TEXT_SIZE);
            double y = baseline(g, row);
            // a line beside the block stops short of it
            double end = y - 8 < g.blockBottom() ? g.blockLeft() - 4 : right;
            if (x + wide > end) {
                row++;
                x = g.left();
                y = baseline(g, row);
                end = y - 8 < g.blockBottom() ? g.blockLeft() - 4 : right;
                if (x + wide > end) {
                    return Optional.empty();
                }
            }
            out.add(entry(p, x, y));
            x += wide + RUN_GAP;
            bottom = Math.max(bottom, y + 3);
        }
        return Optional.of(new MapKey(out, mapWidth, bottom));
    }

    /** The baseline of the key's {@code row}th line counted from the legend's first: the legend's rows, then the key's under them. */
    private static double baseline(Grid g, int row) {
        double legend = g.top() + 8 + Math.min(row, g.rows() - 1) * g.rowHeight();
        return legend + Math.max(0, row - g.rows() + 1) * ROW;
    }

    /** The entries in the legend's free cells, each as many cells wide as its words need; none when they do not all fit. */
    private static List<MapView.KeyEntry> inLegend(List<LabelPlacer.Placed> keyed, Grid g) {
        List<MapView.KeyEntry> out = new ArrayList<>();
        int cell = g.taken();
        for (LabelPlacer.Placed p : keyed) {
            int cells = (int) Math.ceil((NUMBER_ROOM + TextWidth.SANS.of(p.text(), TEXT_SIZE) + 6) / g.cellWidth());
            if (cells > g.perRow()) {
                return List.of();
            }
            if (cell % g.perRow() + cells > g.perRow()) {
                cell += g.perRow() - cell % g.perRow();
            }
            if (cell / g.perRow() >= g.rows()) {
                return List.of();
            }
            out.add(entry(p, g.left() + (cell % g.perRow()) * g.cellWidth(), g.top() + 8 + (cell / g.perRow()) * g.rowHeight()));
            cell += cells;
        }
        return out;
    }

    private static MapView.KeyEntry entry(LabelPlacer.Placed p, double x, double y) {
        return new MapView.KeyEntry(Num.pt(x), Num.pt(y), p.key(), Num.pt(x + NUMBER_ROOM), p.text(),
                List.of(new MapView.TextLine(Num.pt(x + NUMBER_ROOM), Num.pt(y), p.text())));
    }
}
