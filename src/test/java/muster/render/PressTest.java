package muster.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Saddle-stitch order: sheet s carries pages n-2s and 2s+1 on its front, 2s+2 and n-2s-1 on its back (1-based). */
class PressTest {

    @Test
    void eightPagesOnTwoSheets() {
        assertEquals(List.of(7, 0, 1, 6, 5, 2, 3, 4), Press.saddleOrder(8));
    }

    @Test
    void sixPagesArePaddedBeforeTheBackCover() {
        // pages 0-4, two blanks, then the last page (5) stays the back cover
        assertEquals(List.of(5, 0, 1, -1, -1, 2, 3, 4), Press.saddleOrder(6));
    }

    @Test
    void everyPageOnceAndSidesTwicePerFourPages() {
        for (int pages = 2; pages <= 40; pages++) {
            List<Integer> order = Press.saddleOrder(pages);
            assertEquals(4 * ((pages + 3) / 4), order.size(), pages + " pages");
            for (int p = 0; p < pages; p++) {
                int page = p;
                assertEquals(1, order.stream().filter(i -> i == page).count(), "page " + p + " of " + pages);
            }
        }
    }
}
