package muster.view.kit;

import muster.view.kit.KitView.Place;

/**
 * Cells of one size in rows and columns, centred across the page's area and starting at its top,
 * {@code gutter} points apart (twice the bleed, or none: then neighbours share a cut). A grid may
 * turn its cells a quarter turn when that fits more to a page.
 */
final class Grid {

    final double cellWidth;
    final double cellHeight;
    final double gutter;
    final int columns;
    final int rows;
    final double left;
    final double top;
    final boolean turned;

    private Grid(double cellWidth, double cellHeight, double gutter, int columns, int rows, double left, double top, boolean turned) {
        this.cellWidth = cellWidth;
        this.cellHeight = cellHeight;
        this.gutter = gutter;
        this.columns = columns;
        this.rows = rows;
        this.left = left;
        this.top = top;
        this.turned = turned;
    }

    /** The grid that fits the most cells of {@code width} x {@code height} points in {@code area}. */
    static Grid fit(Place area, double width, double height, double gutter, boolean mayTurn) {
        Grid upright = of(area, width, height, gutter, false);
        if (!mayTurn) {
            return upright;
        }
        Grid turned = of(area, height, width, gutter, true);
        return turned.perPage() > upright.perPage() ? turned : upright;
    }

    private static Grid of(Place area, double w, double h, double gutter, boolean turned) {
        int cols = count(area.width(), w, gutter);
        int rows = count(area.height(), h, gutter);
        double used = cols * w + (cols - 1) * gutter;
        return new Grid(w, h, gutter, cols, rows, area.x() + (area.width() - used) / 2, area.y() + gutter / 2, turned);
    }

    /** Cells of {@code size} (with gutters between) along {@code length}; at least one, even when it does not fit. */
    static int count(double length, double size, double gutter) {
        return Math.max(1, (int) Math.floor((length + gutter) / (size + gutter) + 1e-9));
    }

    int perPage() {
        return columns * rows;
    }

    /** Cell {@code i} of a page, row by row. */
    Place cell(int i) {
        int c = i % columns;
        int r = i / columns;
        return new Place(left + c * (cellWidth + gutter), top + r * (cellHeight + gutter), cellWidth, cellHeight);
    }
}
