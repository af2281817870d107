package muster.view.table;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import muster.view.map.MapView;
import org.junit.jupiter.api.Test;

/** A sheet's number stays in the middle unless another place hides it by more than a little less; a building moves it. */
class NumberSpotTest {

    private static NumberSpot over(String building) {
        MapView.Ground ground = new MapView.Ground(List.of(new MapView.Area("b", "building", 0, building, false)), List.of(), List.of(),
                List.of(), List.of(), "");
        return new NumberSpot(new MapView(null, ground, null, null, null), 0, 0);
    }

    @Test
    void aMiddleHidingLittleStays() {
        // the number's box is 95-105 across, 95.8-105.3 down: a building of 1 square point hides 8, no more than a place must gain
        double[] at = over("99,99 100,99 100,100 99,100").place(0, 0, 200, 200, 10, 10);
        assertArrayEquals(new double[] {100, 100 + 10.0 / 3}, at, 1e-9);
    }

    @Test
    void aBuildingOnTheMiddleMovesIt() {
        double[] at = over("90,90 110,90 110,110 90,110").place(0, 0, 200, 200, 10, 10);
        assertTrue(Math.abs(at[0] - 100) > 5 || Math.abs(at[1] - 103.3) > 5, "moved off the building: " + at[0] + "," + at[1]);
    }
}
