package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import muster.view.map.Clearance.Box;
import org.junit.jupiter.api.Test;

/** A label's box is cut by each seam strictly inside it, upright or level; a seam along its edge does not cut it. */
class SeamsTest {

    @Test
    void countsTheSeamsStrictlyInsideTheBox() {
        Box box = new Box(10, 20, 50, 40);
        assertEquals(0, new SeamLines(List.of(), List.of()).cut(box));
        assertEquals(1, new SeamLines(List.of(5.0, 30.0, 60.0), List.of()).cut(box));
        assertEquals(3, new SeamLines(List.of(20.0, 40.0), List.of(25.0)).cut(box));
        assertEquals(0, new SeamLines(List.of(10.0, 50.0), List.of(20.0, 40.0)).cut(box));
    }
}
