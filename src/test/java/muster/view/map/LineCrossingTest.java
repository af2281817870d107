package muster.view.map;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import muster.view.map.Clearance.Box;
import muster.view.map.Clearance.Segment;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * No label crosses a line it does not name, read back from the derived maps of every bundled and
 * authors' scenario, for the game master and each side: roads, rivers, works and ridge crests,
 * order arrows, the guns' lines, zone edges, and the leaders of other labels and of units drawn
 * aside from a crowd. A label may cross the line of what it names (a road's name on the road).
 * Each line is as wide as the style sheet strokes it ({@link Strokes}): a word that clears a
 * river's middle but not its banks is over the river.
 */
class LineCrossingTest {

    @TestFactory
    Stream<DynamicTest> noLabelCrossesALineItDoesNotName() throws IOException {
        return Maps.each(d -> assertEquals(List.of(), crossings(d.map()), "labels across lines on the map of " + d.file()));
    }

    record Owned(String owner, Segment segment, String what, double half) {
    }

    static List<Owned> lines(MapView map) {
        Strokes css = Strokes.map();
        List<Owned> out = new ArrayList<>();
        map.ground().lines().forEach(l -> polyline(out, "label:" + l.id(), l.points(), l.kind() + " " + l.id(), css.half("t-" + l.kind())));
        map.ground().crests().forEach(l -> polyline(out, "label:" + l.id(), l.points(), "crest " + l.id(), css.half("crest")));
        map.pieces().orders().forEach(o -> polyline(out, o.caption().names(), o.points(), "order " + o.caption().names(), css.half("order")));
        map.pieces().reaches().forEach(r -> polyline(out, r.caption().names(), r.x1() + "," + r.y1() + " " + r.x2() + "," + r.y2(), "reach",
                css.half("reach")));
        map.pieces().zones().forEach(z -> polyline(out, z.caption().names(), z.points() + " " + z.points().split(" ")[0], "zone edge",
                css.half("zone")));
        for (Object[] l : PlacementTest.labels(map)) {
            MapView.Words w = (MapView.Words) l[0];
            w.leader().forEach(g -> polyline(out, w.names(), g.x1() + "," + g.y1() + " " + g.x2() + "," + g.y2(), "leader of " + w.names(),
                    css.half("leader")));
        }
        map.pieces().units().forEach(u -> u.spot().forEach(g -> polyline(out, u.caption().names(), g.x1() + "," + g.y1() + " " + g.x2()
                + "," + g.y2(), "crowd leader of " + u.caption().names(), css.half("crowd-leader"))));
        return out;
    }

    private static void polyline(List<Owned> out, String owner, String points, String what, double half) {
        String[] pts = points.trim().split("\\s+");
        for (int i = 1; i < pts.length; i++) {
            String[] a = pts[i - 1].split(",");
            String[] b = pts[i].split(",");
            out.add(new Owned(owner, new Segment(Maps.num(a[0]), Maps.num(a[1]), Maps.num(b[0]), Maps.num(b[1])), what, half));
        }
    }

    static List<String> crossings(MapView map) {
        List<Owned> lines = lines(map);
        List<String> out = new ArrayList<>();
        for (Object[] l : PlacementTest.labels(map)) {
            MapView.Words w = (MapView.Words) l[0];
            Box b = (Box) l[1];
            for (Owned o : lines) {
                if (!o.owner().equals(w.names()) && o.segment().crosses(b.grow(o.half() - Clearance.SLACK))) {
                    out.add(w.lines().get(0).text() + " across " + o.what());
                }
            }
        }
        return out;
    }
}
