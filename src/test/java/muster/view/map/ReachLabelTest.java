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
 * A gun-to-target distance stands by the line it measures, read back from the derived maps of every
 * bundled and authors' scenario: its words lie within {@link PiecesLayer#BESIDE} points of their own
 * line, and no other target's ring comes as near them as their line does, or where no place by the
 * line is clear they stand off with a leader from it (Las Guasimas: the Krupp
 * gun's 27" to T2 stood 45 points from its line on the edge of the lines to T1). Where the map leaves
 * room, the placer also keeps them off other guns' lines and {@link PiecesLayer#APART} points from
 * other targets ({@link Tether}); {@link #crowded} counts where it could not.
 */
class ReachLabelTest {

    @TestFactory
    Stream<DynamicTest> everyDistanceStandsByItsOwnLine() throws IOException {
        return Maps.each(d -> assertEquals(List.of(), astray(d.map()), "distances away from their lines on the map of " + d.file()));
    }

    static List<String> astray(MapView map) {
        List<String> out = new ArrayList<>();
        List<MapView.Reach> reaches = map.pieces().reaches();
        for (MapView.Reach r : reaches) {
            if (r.caption().lines().isEmpty()) {
                continue;
            }
            Box b = PlacementTest.box(r.caption());
            String text = r.caption().lines().get(0).text();
            double own = distance(b, r);
            if (!r.caption().leader().isEmpty()) {
                // standing off, with a leader from its own line
                MapView.GridLine l = r.caption().leader().get(0);
                double from = distance(new Box(Maps.num(l.x1()), Maps.num(l.y1()), Maps.num(l.x1()), Maps.num(l.y1())), r);
                if (from > 1) {
                    out.add(text + ": its leader starts " + Math.round(from) + " points from its line");
                }
                continue;
            }
            if (own > PiecesLayer.BESIDE) {
                out.add(text + ": " + Math.round(own) + " points from its line");
            }
            for (MapView.Symbol t : map.pieces().targets()) {
                double tx = Maps.num(t.x());
                double ty = Maps.num(t.y());
                double ring = Math.max(0, gap(b, tx, ty) - Marks.RING);
                boolean ownTarget = Math.hypot(tx - Maps.num(r.x2()), ty - Maps.num(r.y2())) <= Marks.RING + 0.5;
                if (!ownTarget && ring < own + 1) {
                    out.add(text + ": " + Math.round(ring) + " points from another target's ring, " + Math.round(own) + " from its line");
                }
            }
        }
        return out;
    }

    /** Distances nearer another gun's line than their own, or within {@link PiecesLayer#APART} points of another target's ring. */
    static int crowded(MapView map) {
        int n = 0;
        for (MapView.Reach r : map.pieces().reaches()) {
            if (r.caption().lines().isEmpty()) {
                continue;
            }
            Box b = PlacementTest.box(r.caption());
            double own = distance(b, r);
            boolean near = map.pieces().reaches().stream().anyMatch(o -> o != r && distance(b, o) < own);
            near |= map.pieces().targets().stream().anyMatch(t -> Math.hypot(Maps.num(t.x()) - Maps.num(r.x2()), Maps.num(t.y()) - Maps.num(r.y2()))
                    > Marks.RING + 0.5 && gap(b, Maps.num(t.x()), Maps.num(t.y())) - Marks.RING < PiecesLayer.APART);
            n += near ? 1 : 0;
        }
        return n;
    }

    /** Points from the box to the nearest point of the reach's line (0 when the line runs through it). */
    static double distance(Box b, MapView.Reach r) {
        double x1 = Maps.num(r.x1());
        double y1 = Maps.num(r.y1());
        double x2 = Maps.num(r.x2());
        double y2 = Maps.num(r.y2());
        if (new Clearance.Segment(x1, y1, x2, y2).crosses(b)) {
            return 0;
        }
        double best = Double.MAX_VALUE;
        int n = 200;
        for (int i = 0; i <= n; i++) {
            double t = (double) i / n;
            best = Math.min(best, gap(b, x1 + t * (x2 - x1), y1 + t * (y2 - y1)));
        }
        return best;
    }

    private static double gap(Box b, double x, double y) {
        double dx = Math.max(0, Math.max(b.x1() - x, x - b.x2()));
        double dy = Math.max(0, Math.max(b.y1() - y, y - b.y2()));
        return Math.hypot(dx, dy);
    }
}
