package muster.rulesets.mexicanrevolution;

import java.util.List;
import muster.scenario.Geometry;
import muster.scenario.Point;

/**
 * Buildings are gridded in 1" squares. A square set alight becomes impassable; each turn every
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

    /**
     * The 1" squares of a building's grid, laid from the south-west corner of its outline: every
     * square whose centre lies inside the outline. A whole-inch rectangle gives width times depth.
     */
    public static int squares(List<Point> outline) {
        if (outline.size() < 3) {
            return 0;
        }
        double minX = outline.stream().mapToDouble(Point::x).min().orElse(0);
        double minY = outline.stream().mapToDouble(Point::y).min().orElse(0);
        double maxX = outline.stream().mapToDouble(Point::x).max().orElse(0);
        double maxY = outline.stream().mapToDouble(Point::y).max().orElse(0);
        int count = 0;
        for (double x = minX; x + SQUARE_INCHES <= maxX + 1e-9; x += SQUARE_INCHES) {
            for (double y = minY; y + SQUARE_INCHES <= maxY + 1e-9; y += SQUARE_INCHES) {
                if (Geometry.inside(Point.of(x + 0.5, y + 0.5), outline)) {
                    count++;
                }
            }
        }
        return count;
    }
}
