package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.view.map.Clearance.Box;
import muster.view.map.Clearance.Poly;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Where several brigades' orders converge, read back from the derived maps of every bundled and
 * authors' scenario: no two arrowheads overlap, no label (an order's caption or any other) covers
 * an arrowhead, and no two captions overlap.
 */
class OrderArrowTest {

    @TestFactory
    Stream<DynamicTest> arrowheadsAndCaptionsNeverStack() throws IOException {
        return Maps.each(d -> assertEquals(List.of(), stacked(d.map()), "order arrows stacked on the map of " + d.file()));
    }

    /**
     * An order drawn along a trench or a road runs beside it, not on it: no stretch of an order
     * longer than {@link #ALONG} points lies where its stroke and a terrain line's (as the style
     * sheet draws them) meet. Crossing a line, even at a slant of 10 degrees, takes less.
     */
    @TestFactory
    Stream<DynamicTest> ordersRunBesideTheLinesTheyFollow() throws IOException {
        return Maps.each(d -> {
            Strokes css = Strokes.map();
            List<String> wrong = new ArrayList<>();
            for (MapView.OrderArrow o : d.map().pieces().orders()) {
                double[][] order = points(o.points());
                double run = 0;
                double longest = 0;
                for (int i = 1; i < order.length; i++) {
                    double len = Math.hypot(order[i][0] - order[i - 1][0], order[i][1] - order[i - 1][1]);
                    int n = Math.max(1, (int) Math.ceil(len));
                    for (int s = 0; s < n; s++) {
                        double t = (s + 0.5) / n;
                        double x = order[i - 1][0] + t * (order[i][0] - order[i - 1][0]);
                        double y = order[i - 1][1] + t * (order[i][1] - order[i - 1][1]);
                        boolean on = d.map().ground().lines().stream().anyMatch(l -> near(points(l.points()), x, y, css.half("t-" + l.kind())
                                + css.half("order")));
                        run = on ? run + len / n : 0;
                        longest = Math.max(longest, run);
                    }
                }
                if (longest > ALONG) {
                    wrong.add(o.caption().names() + ": " + Math.round(longest) + " points on a terrain line");
                }
            }
            assertEquals(List.of(), wrong, "orders drawn over the lines they follow on the map of " + d.file());
        });
    }

    static final double ALONG = 25;

    /** An order's words stand beside its own arrow: its stroke never touches them (Torreón's "Brigada Zaragoza ...: attack"). */
    @TestFactory
    Stream<DynamicTest> noOrderIsStruckThroughByItsOwnArrow() throws IOException {
        return Maps.each(d -> {
            List<String> struck = new ArrayList<>();
            for (MapView.OrderArrow o : d.map().pieces().orders()) {
                if (o.caption().lines().isEmpty()) {
                    continue;
                }
                // the stroke keeps clear of the words, not only its centre line
                Box words = PlacementTest.box(o.caption()).grow(LineWeights.ORDER);
                double[][] line = points(o.points());
                for (int i = 1; i < line.length; i++) {
                    if (new Clearance.Segment(line[i - 1][0], line[i - 1][1], line[i][0], line[i][1]).crosses(words)) {
                        struck.add(o.caption().lines().get(0).text());
                        break;
                    }
                }
            }
            assertEquals(List.of(), struck, "orders struck through by their own arrows on the map of " + d.file());
        });
    }

    private static double[][] points(String points) {
        String[] pts = points.trim().split("\\s+");
        double[][] out = new double[pts.length][];
        for (int i = 0; i < pts.length; i++) {
            String[] xy = pts[i].split(",");
            out[i] = new double[] {Maps.num(xy[0]), Maps.num(xy[1])};
        }
        return out;
    }

    private static boolean near(double[][] line, double x, double y, double within) {
        for (int i = 1; i < line.length; i++) {
            double dx = line[i][0] - line[i - 1][0];
            double dy = line[i][1] - line[i - 1][1];
            double len2 = dx * dx + dy * dy;
            double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((x - line[i - 1][0]) * dx + (y - line[i - 1][1]) * dy) / len2));
            if (Math.hypot(x - line[i - 1][0] - t * dx, y - line[i - 1][1] - t * dy) < within) {
                return true;
            }
        }
        return false;
    }

    static List<String> stacked(MapView map) {
        List<MapView.OrderArrow> orders = map.pieces().orders();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < orders.size(); i++) {
            Poly a = Arrowheads.of(orders.get(i).head());
            for (int j = i + 1; j < orders.size(); j++) {
                if (a.hits(Arrowheads.of(orders.get(j).head()))) {
                    out.add("head of " + orders.get(i).caption().names() + " over head of " + orders.get(j).caption().names());
                }
            }
            for (Object[] l : PlacementTest.labels(map)) {
                if (a.hits((Box) l[1])) {
                    out.add(((MapView.Words) l[0]).lines().get(0).text() + " over the head of " + orders.get(i).caption().names());
                }
            }
            Box caption = orders.get(i).caption().lines().isEmpty() ? null : PlacementTest.box(orders.get(i).caption());
            for (int j = i + 1; j < orders.size() && caption != null; j++) {
                if (!orders.get(j).caption().lines().isEmpty() && caption.hits(PlacementTest.box(orders.get(j).caption()))) {
                    out.add("caption of " + orders.get(i).caption().names() + " over caption of " + orders.get(j).caption().names());
                }
            }
        }
        return out;
    }
}
