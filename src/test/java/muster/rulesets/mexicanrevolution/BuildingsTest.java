package muster.rulesets.mexicanrevolution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import muster.scenario.Geometry;
import muster.scenario.Point;
import org.junit.jupiter.api.Test;

/** A building's grid counts the squares it did before issue 15, and an outline far off the table costs no more than a table. */
class BuildingsTest {

    /** The count as it was: every square tested against the outline, walking as far as the outline goes. */
    static int slowSquares(List<Point> outline) {
        double minX = outline.stream().mapToDouble(Point::x).min().orElse(0);
        double minY = outline.stream().mapToDouble(Point::y).min().orElse(0);
        double maxX = outline.stream().mapToDouble(Point::x).max().orElse(0);
        double maxY = outline.stream().mapToDouble(Point::y).max().orElse(0);
        int count = 0;
        for (double x = minX; x + 1 <= maxX + 1e-9; x += 1) {
            for (double y = minY; y + 1 <= maxY + 1e-9; y += 1) {
                if (Geometry.inside(Point.of(x + 0.5, y + 0.5), outline)) {
                    count++;
                }
            }
        }
        return count;
    }

    @Test
    void countsWhatTheSquareBySquareWalkCounted() {
        Random rnd = new Random(20);
        for (int i = 0; i < 500; i++) {
            List<Point> outline = new ArrayList<>();
            for (int k = 3 + rnd.nextInt(6); k > 0; k--) {
                double step = rnd.nextBoolean() ? 1 : 0.25;
                outline.add(Point.of(Math.round(rnd.nextDouble() * 30 / step) * step, Math.round(rnd.nextDouble() * 20 / step) * step));
            }
            assertEquals(slowSquares(outline), Buildings.squares(outline), outline::toString);
        }
        assertEquals(12, Buildings.squares(List.of(Point.of(8, 20), Point.of(12, 20), Point.of(12, 23), Point.of(8, 23))));
    }

    @Test
    void anOutlineFarOffTheTableIsWalkedNoFurtherThanTheLargestTable() {
        for (double far : new double[] {1e9, 1e12, 1e18, 1e300}) {
            List<Point> outline = List.of(Point.of(8, 20), Point.of(far, 20), Point.of(far, far), Point.of(8, 23));
            int n = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> Buildings.squares(outline));
            assertTrue(n <= Buildings.MAX_SQUARES_ACROSS * Buildings.MAX_SQUARES_ACROSS, () -> far + ": " + n);
        }
    }
}
