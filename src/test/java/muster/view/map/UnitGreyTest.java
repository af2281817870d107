package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * On a greyscale printer the first two sides' units stay apart: their fills, read from templates/map.css as a printer's grey,
 * differ by at least {@link #APART} levels. At 2300acc they were 148 and 217, and a reviewer of Torreón's greyscale map
 * read the Federal and Villista bars as "the same grey".
 */
class UnitGreyTest {

    static final double APART = 100;

    @Test
    void theFirstTwoSidesUnitsPrintGreysFarApart() throws IOException {
        String css = Files.readString(Path.of("templates/map.css"));
        double a = OrderGreyTest.grey(OrderGreyTest.value(css, Set.of("unit-box", "side-a"), "fill"));
        double b = OrderGreyTest.grey(OrderGreyTest.value(css, Set.of("unit-box", "side-b"), "fill"));
        assertTrue(Math.abs(a - b) >= APART, "side-a units " + Math.round(a) + ", side-b units " + Math.round(b));
    }
}
