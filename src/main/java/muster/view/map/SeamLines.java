package muster.view.map;

import java.util.List;
import muster.view.map.Clearance.Box;

/** Where the sheets a map is printed on meet, in drawing points: upright seams at {@code xs}, level ones at {@code ys}. */
record SeamLines(List<Double> xs, List<Double> ys) {

    /** How many seams run through the box; asked for every place tried, and most maps have none. */
    int cut(Box b) {
        if (xs.isEmpty() && ys.isEmpty()) {
            return 0;
        }
        int n = 0;
        for (double x : xs) {
            if (b.x1() < x && x < b.x2()) {
                n++;
            }
        }
        for (double y : ys) {
            if (b.y1() < y && y < b.y2()) {
                n++;
            }
        }
        return n;
    }
}
