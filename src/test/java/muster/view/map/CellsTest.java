package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import muster.view.map.Clearance.Box;
import org.junit.jupiter.api.Test;

/** The grid gives the answers of looking at every thing, for small, huge, inverted and non-finite boxes. */
class CellsTest {

    @Test
    void answersAsAScanOfEverything() {
        Random random = new Random(12);
        Cells<Box> cells = new Cells<>();
        List<Box> all = new ArrayList<>();
        for (int i = 0; i < 600; i++) {
            Box b = box(random, i);
            cells.add(b, b.x1(), b.y1(), b.x2(), b.y2());
            all.add(b);
        }
        for (int q = 0; q < 3000; q++) {
            Box asked = box(random, q);
            Predicate<Box> meets = b -> b.hits(asked);
            long expected = all.stream().filter(meets).count();
            assertEquals(expected, cells.count(asked.x1(), asked.y1(), asked.x2(), asked.y2(), meets), "count for " + asked);
            assertEquals(expected > 0, cells.any(asked.x1(), asked.y1(), asked.x2(), asked.y2(), meets), "any for " + asked);
        }
    }

    @Test
    void segmentsCountedOnceHoweverManySquaresTheyCross() {
        Cells<Clearance.Segment> cells = new Cells<>();
        Clearance.Segment diagonal = new Clearance.Segment(0, 0, 400, 300);
        cells.add(diagonal, 0, 0, 400, 300);
        Box across = new Box(-10, -10, 500, 400);
        assertEquals(1, cells.count(across.x1(), across.y1(), across.x2(), across.y2(), s -> s.crosses(across)));
    }

    private static Box box(Random random, int i) {
        double x = random.nextDouble() * 1200 - 100;
        double y = random.nextDouble() * 900 - 100;
        return switch (i % 50) {
            case 7 -> new Box(-5000, y, 5000, y + 20);
            case 13 -> new Box(x, y, x - 30, y + 10);
            case 29 -> new Box(Double.NEGATIVE_INFINITY, y, x, y + 5);
            default -> new Box(x, y, x + random.nextDouble() * 120, y + random.nextDouble() * 60);
        };
    }
}
