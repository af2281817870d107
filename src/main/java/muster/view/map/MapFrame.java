package muster.view.map;

import java.util.List;
import muster.scenario.Point;
import muster.view.Num;

/** Table inches to drawing points: {@code k} points per table inch, north up, y down the page. */
record MapFrame(double k, double offX, double offY, double depth) {

    double x(double tableX) {
        return offX + tableX * k;
    }

    double y(double tableY) {
        return offY + (depth - tableY) * k;
    }

    /** The table point under the drawing point (x, y). */
    Point table(double x, double y) {
        return Point.of((x - offX) / k, depth - (y - offY) / k);
    }

    String points(List<Point> pts) {
        StringBuilder s = new StringBuilder();
        for (Point p : pts) {
            if (s.length() > 0) {
                s.append(' ');
            }
            s.append(Num.pt(x(p.x()))).append(',').append(Num.pt(y(p.y())));
        }
        return s.toString();
    }
}
