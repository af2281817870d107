package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.view.map.Clearance.Box;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * An order's words stand by its own arrow, read back from the derived maps of every bundled and
 * authors' scenario: within {@link OrderArrows#BESIDE} points of the arrow drawn (the placer also
 * keeps them nearer it than any other arrow where it can), or, where nothing by the arrow is clear,
 * off it with a leader from it (Las Guasimas:
 * "Rough Riders, Roosevelt's squadron: attack" stood alone in the jungle, by the straight line from
 * the start of its bent arrow to its end).
 */
class OrderCaptionTest {

    @TestFactory
    Stream<DynamicTest> everyOrderStandsByItsArrow() throws IOException {
        return Maps.each(d -> assertEquals(List.of(), astray(d.map()), "orders away from their arrows on the map of " + d.file()));
    }

    /**
     * An order's words, beside their arrow or off it with a leader, stand nearer their own arrow than any other order's: at 31be840
     * San Juan Heights' game master's map set "1st Brigade (Carroll): attack" 48 points off its short arrow, with a leader, beside
     * the guerrillas' arrow and Hawkins' caption among the guns' lines, and the reviewer could not tell whose order was whose.
     */
    @TestFactory
    Stream<DynamicTest> everyOrderStandsNearerItsOwnArrowThanAnyOther() throws IOException {
        return Maps.each(d -> assertEquals(List.of(), strayed(d.map()), "orders nearer another arrow on the map of " + d.file() + " for "
                + d.audience()));
    }

    static List<String> strayed(MapView map) {
        List<String> out = new ArrayList<>();
        for (MapView.OrderArrow o : map.pieces().orders()) {
            if (o.caption().lines().isEmpty()) {
                continue;
            }
            Box b = PlacementTest.box(o.caption());
            double own = Tether.distance(b, OrderArrows.segments(o.points()));
            for (MapView.OrderArrow p : map.pieces().orders()) {
                double other = p == o ? Double.MAX_VALUE : Tether.distance(b, OrderArrows.segments(p.points()));
                if (other < own) {
                    out.add(String.join(" ", o.caption().lines().stream().map(MapView.TextLine::text).toList()) + ": " + Math.round(own)
                            + " points from its arrow, " + Math.round(other) + " from " + p.caption().names());
                }
            }
        }
        return out;
    }

    static List<String> astray(MapView map) {
        List<String> out = new ArrayList<>();
        for (MapView.OrderArrow o : map.pieces().orders()) {
            if (o.caption().lines().isEmpty()) {
                continue;
            }
            String text = String.join(" ", o.caption().lines().stream().map(MapView.TextLine::text).toList());
            List<Clearance.Segment> own = OrderArrows.segments(o.points());
            if (!o.caption().leader().isEmpty()) {
                MapView.GridLine l = o.caption().leader().get(0);
                double from = Tether.distance(new Box(Maps.num(l.x1()), Maps.num(l.y1()), Maps.num(l.x1()), Maps.num(l.y1())), own);
                if (from > 1) {
                    out.add(text + ": its leader starts " + Math.round(from) + " points from its arrow");
                }
                continue;
            }
            Box b = PlacementTest.box(o.caption());
            double d = Tether.distance(b, own);
            if (d > OrderArrows.BESIDE) {
                out.add(text + ": " + Math.round(d) + " points from its arrow");
            }
        }
        return out;
    }
}
