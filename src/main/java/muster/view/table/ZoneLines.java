package muster.view.table;

import java.util.ArrayList;
import java.util.List;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.view.Num;
import muster.view.Words;

/**
 * The deployment lines that cross sheets left out: a line square to the table's edges does not keep a sheet in print (a
 * player rules it in pencil on the sheet laid in a left-out sheet's place, measured from the nearer edge of the table), and
 * the index says where each runs. A slanting
 * line keeps its sheets printed.
 */
final class ZoneLines {

    private ZoneLines() {
    }

    /** Whether the line from a to b (table inches) runs square to the table's edges, and so can be ruled by measure. */
    static boolean square(double[] a, double[] b) {
        return Math.abs(a[0] - b[0]) < 0.01 || Math.abs(a[1] - b[1]) < 0.01;
    }

    /**
     * For each side, each line of its deployment zone that crosses a sheet left out: "V Corps: the deployment line runs 11 in
     * from the table's south edge across sheets 31 and 32, which are not printed: rule it in pencil on the sheets laid in
     * their places."
     */
    static List<String> notes(Scenario s, Tiling.Grid g, boolean[][] leftOut, int scale) {
        List<String> out = new ArrayList<>();
        for (Side side : s.sides()) {
            if (side.deploy().isEmpty()) {
                continue;
            }
            List<Point> ring = side.deploy().get().outline();
            for (int i = 0; i < ring.size(); i++) {
                Point a = ring.get(i);
                Point b = ring.get((i + 1) % ring.size());
                boolean level = Math.abs(a.y() - b.y()) < 0.01;
                boolean upright = Math.abs(a.x() - b.x()) < 0.01;
                if (!level && !upright || onEdge(s, a, b, level)) {
                    continue;
                }
                List<Integer> crossed = crossed(s, g, leftOut, scale, a, b, level);
                if (!crossed.isEmpty()) {
                    out.add(side.name() + ": the deployment line runs " + measure(s, a, level) + " across " + sheets(crossed)
                            + (crossed.size() == 1 ? ", which is not printed: rule it in pencil on the sheet laid in its place."
                                    : ", which are not printed: rule it in pencil on the sheets laid in their places."));
                }
            }
        }
        return out;
    }

    private static boolean onEdge(Scenario s, Point a, Point b, boolean level) {
        double v = level ? a.y() : a.x();
        double far = level ? s.table().depth() : s.table().width();
        return Math.abs(v) < 0.01 || Math.abs(v - far) < 0.01;
    }

    /** "11 in from the table's south edge", from the nearer edge. */
    private static String measure(Scenario s, Point a, boolean level) {
        double v = level ? a.y() : a.x();
        double far = (level ? s.table().depth() : s.table().width()) - v;
        String edge = level ? (v <= far ? "south" : "north") : (v <= far ? "west" : "east");
        return Num.fmt(Math.min(v, far), 1) + " in from the table's " + edge + " edge";
    }

    /** The numbers of the sheets left out that the line runs through. */
    private static List<Integer> crossed(Scenario s, Tiling.Grid g, boolean[][] leftOut, int scale, Point a, Point b, boolean level) {
        List<Integer> out = new ArrayList<>();
        double k = (double) scale / Tiling.PT;
        for (int r = 0; r < leftOut.length; r++) {
            for (int c = 0; c < leftOut[r].length; c++) {
                if (!leftOut[r][c]) {
                    continue;
                }
                double west = g.across().start(c) * k;
                double east = west + g.across().shown(c) * k;
                double north = s.table().depth() - g.down().start(r) * k;
                double south = north - g.down().shown(r) * k;
                boolean through = level
                        ? a.y() > south && a.y() < north && Math.max(a.x(), b.x()) > west && Math.min(a.x(), b.x()) < east
                        : a.x() > west && a.x() < east && Math.max(a.y(), b.y()) > south && Math.min(a.y(), b.y()) < north;
                if (through) {
                    out.add(TableLayout.number(r, c, g.across().count()));
                }
            }
        }
        return out;
    }

    /** "sheet 4", "sheets 4 and 5", "sheets 3, 5 and 9". */
    private static String sheets(List<Integer> n) {
        return n.size() == 1 ? "sheet " + n.get(0) : "sheets " + Words.list(n.stream().map(String::valueOf).toList());
    }
}
