package muster.rulesets.mexicanrevolution;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import muster.scenario.Geometry;
import muster.scenario.Point;

/**
 * Buildings are gridded in 1" squares. The square a fire is started in becomes impassable (the
 * squares it spreads to burn but stay open: house reading "Burning squares"); each turn every
 * square touching a burning one rolls on {@link #SPREAD}; a figure in a burning square dies on
 * {@link #BURN_KILLS} or more and must leave with its next move.
 */
public final class Buildings {

    public static final int SQUARE_INCHES = 1;
    public static final int BURN_KILLS = 5;

    public static final DieTable SPREAD = new DieTable("Fire spreading to a square next to a burning one", List.of(
            new DieTable.Row(1, 3, "not burning yet"),
            new DieTable.Row(4, 5, "catches fire"),
            new DieTable.Row(6, 6, "flares up: roll at once for every square next to it")));

    private Buildings() {
    }

    /** No table is wider or deeper than this many squares (COM-008), so no grid walks further. */
    static final int MAX_SQUARES_ACROSS = 480;

    /**
     * The 1" squares of a building's grid, laid from the south-west corner of its outline: every
     * square whose centre lies inside the outline. A whole-inch rectangle gives width times depth.
     * At most {@link #MAX_SQUARES_ACROSS} columns and rows are walked, so an outline far off the
     * table (which COM-004 refuses) costs no more than one as large as the largest table; each row
     * finds where the outline's edges cross it once, rather than testing every square against them.
     */
    public static int squares(List<Point> outline) {
        if (outline.size() < 3) {
            return 0;
        }
        double minX = outline.stream().mapToDouble(Point::x).min().orElse(0);
        double minY = outline.stream().mapToDouble(Point::y).min().orElse(0);
        double maxX = outline.stream().mapToDouble(Point::x).max().orElse(0);
        double maxY = outline.stream().mapToDouble(Point::y).max().orElse(0);
        List<Double> columns = new ArrayList<>();
        for (double x = minX; x + SQUARE_INCHES <= maxX + 1e-9 && columns.size() < MAX_SQUARES_ACROSS; x += SQUARE_INCHES) {
            columns.add(x + 0.5);
        }
        int count = 0;
        int rows = 0;
        for (double y = minY; y + SQUARE_INCHES <= maxY + 1e-9 && rows < MAX_SQUARES_ACROSS; y += SQUARE_INCHES, rows++) {
            double[] crossings = crossings(y + 0.5, outline);
            for (double cx : columns) {
                if (crossingsEastOf(cx, crossings) % 2 == 1) {
                    count++;
                }
            }
        }
        return count;
    }

    /**
     * Where the outline's edges cross the line at {@code py}, sorted: the same edges and the same
     * arithmetic as {@link Geometry#inside}, so a centre is inside exactly when an odd number of
     * crossings lie east of it.
     */
    private static double[] crossings(double py, List<Point> polygon) {
        double[] out = new double[polygon.size()];
        int n = 0;
        for (int i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
            Point a = polygon.get(i);
            Point b = polygon.get(j);
            if ((a.y() > py) != (b.y() > py)) {
                out[n++] = (b.x() - a.x()) * (py - a.y()) / (b.y() - a.y()) + a.x();
            }
        }
        double[] sorted = Arrays.copyOf(out, n);
        Arrays.sort(sorted);
        return sorted;
    }

    /** How many of the sorted crossings lie strictly east of {@code px}. */
    private static int crossingsEastOf(double px, double[] sorted) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] > px) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return sorted.length - lo;
    }
}
