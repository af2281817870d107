package muster.view.table;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * How sheets of one paper cover the table. Each sheet prints its part of the map from its top
 * left printable corner; along its right and bottom edges, when a neighbour follows, runs a
 * {@link #STRIP} that the neighbour is glued over. That strip starts with {@link #BLEED} of map
 * past the seam, so a trim a little off leaves no gap, and carries the sheet's captions beyond it.
 * The sheets of a row or column share the table evenly (the fewest that cover it, none showing a
 * sliver); the last needs no strip and may use the paper to its edge; a sheet needs a strip on one
 * side at least (for its captions), so the bottom right sheet may cost one more row or column. All
 * lengths in points.
 */
final class Tiling {

    static final double PT = 72;
    /** The paper's edge no home printer reaches. */
    static final double MARGIN = 0.25 * PT;
    /** The glue strip each sheet gives its right and bottom neighbours. */
    static final double STRIP = 0.5 * PT;
    /** Map printed past the seam, under the neighbour. */
    static final double BLEED = 6;

    private Tiling() {
    }

    /**
     * One direction of the tiling: the table's length, the paper's printable length and the sheets
     * along it.
     */
    record Run(double table, double printable, int count) {

        static Run of(double table, double printable) {
            double step = printable - STRIP;
            int n = table <= printable + 1e-9 ? 1 : 1 + (int) Math.ceil((table - printable) / step - 1e-9);
            return new Run(table, printable, n);
        }

        /** The table each sheet but the last shows: an even share, so no row or column of sheets holds a sliver of it. */
        double step() {
            return count == 1 ? printable - STRIP : Math.min(printable - STRIP, table / count);
        }

        /** Where sheet {@code i}'s map starts, from the table's edge. */
        double start(int i) {
            return i * step();
        }

        /** How much of the table sheet {@code i} shows before its seam (the last: to the table's edge). */
        double shown(int i) {
            return i < count - 1 ? step() : table - i * step();
        }

        /** Whether sheet {@code i} has a strip after its map: a neighbour's glue strip, or spare paper as wide. */
        boolean strip(int i) {
            return i < count - 1 || printable - shown(i) >= STRIP - 1e-9;
        }

        Run more() {
            return new Run(table, printable, count + 1);
        }
    }

    /** Sheets of {@code width} x {@code height} points, {@code across} the table's width and {@code down} its depth. */
    record Grid(double width, double height, Run across, Run down) {
        int sheets() {
            return across.count() * down.count();
        }

        /** Whether the sheet in row {@code r}, column {@code c} (from 0) has a strip below its map; else one right of it. */
        boolean captionsBelow(int r) {
            return down.strip(r);
        }
    }

    /** The grid for one page shape, with a strip found for the bottom right sheet's captions. */
    static Grid grid(double tableWidth, double tableDepth, double pageWidth, double pageHeight) {
        Run across = Run.of(tableWidth, pageWidth - 2 * MARGIN);
        Run down = Run.of(tableDepth, pageHeight - 2 * MARGIN);
        if (!across.strip(across.count() - 1) && !down.strip(down.count() - 1)) {
            boolean wider = (across.count() + 1) * down.count() < across.count() * (down.count() + 1);
            return wider ? new Grid(pageWidth, pageHeight, across.more(), down) : new Grid(pageWidth, pageHeight, across, down.more());
        }
        return new Grid(pageWidth, pageHeight, across, down);
    }

    /**
     * The paper upright and turned (a roll: its width across and along the table, its length cut to
     * the map), the grid printing the fewest sheets ({@code printed} counts them), then the fewest in
     * all, then the least paper; upright first.
     */
    static Grid choose(double tableWidth, double tableDepth, TablePaper paper, ToIntFunction<Grid> printed) {
        List<Grid> tried = new ArrayList<>();
        double w = paper.width() * PT;
        if (paper.roll()) {
            double longest = paper.height() * PT;
            tried.add(grid(tableWidth, tableDepth, w, Math.min(longest, tableDepth + STRIP + 2 * MARGIN)));
            tried.add(grid(tableWidth, tableDepth, Math.min(longest, tableWidth + STRIP + 2 * MARGIN), w));
        } else {
            double h = paper.height() * PT;
            tried.add(grid(tableWidth, tableDepth, w, h));
            tried.add(grid(tableWidth, tableDepth, h, w));
        }
        Grid best = null;
        long bestKey = Long.MAX_VALUE;
        for (Grid g : tried) {
            long area = Math.round(g.width() * g.height() * g.sheets() / (PT * PT));
            long key = ((long) printed.applyAsInt(g) << 40) + ((long) g.sheets() << 24) + area;
            if (key < bestKey) {
                best = g;
                bestKey = key;
            }
        }
        return best;
    }
}
