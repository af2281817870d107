package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import muster.view.Num;
import muster.view.map.Clearance.Box;
import muster.view.map.Clearance.Poly;
import muster.view.map.MapView.GridLine;
import muster.view.map.MapView.UnitMark;

/**
 * Draws a crowd apart: units that stand on top of each other on the table (a stack at a ford, a
 * column on a road), or on a mark (the blockhouse a company holds, a target's ring), would hide
 * each other on the map. In file order, each unit keeps its true place when its box covers no
 * mark and no unit drawn before it; otherwise its box, turned as on the table, is drawn at the
 * nearest clear place around its true place (preferring behind its front), with a leader from the
 * box back to the true place, which stays exact.
 */
final class Crowds {

    /** Points kept between two unit boxes so that they read as two. */
    static final double GAP = 1;
    static final double STEP = 2;
    static final int RINGS = 80;
    static final int DIRECTIONS = 32;

    private Crowds() {
    }

    /**
     * The units with every crowded one moved aside within {@code bounds}, its caption's places moved
     * with it; {@code marks} are what no box may cover.
     */
    static List<PiecesLayer.Placeable<UnitMark>> spread(List<PiecesLayer.Placeable<UnitMark>> units, Box bounds, List<Poly> marks) {
        List<Poly> drawn = new ArrayList<>(marks);
        List<PiecesLayer.Placeable<UnitMark>> out = new ArrayList<>();
        for (PiecesLayer.Placeable<UnitMark> u : units) {
            UnitMark m = u.item();
            double x = Double.parseDouble(m.box().x());
            double y = Double.parseDouble(m.box().y());
            if (clear(m, x, y, drawn)) {
                drawn.add(PiecesLayer.footprint(m));
                out.add(u);
                continue;
            }
            double[] to = aside(m, x, y, drawn, bounds);
            UnitMark moved = moved(m, to[0], to[1], x, y);
            drawn.add(PiecesLayer.footprint(moved));
            out.add(new PiecesLayer.Placeable<>(moved, shifted(u.request(), to[0] - x, to[1] - y), u.owner()));
        }
        return out;
    }

    private static boolean clear(UnitMark m, double x, double y, List<Poly> drawn) {
        Poly p = grown(m, x, y);
        for (Poly d : drawn) {
            if (d.hits(p)) {
                return false;
            }
        }
        return true;
    }

    /** The unit's box at (x, y), grown by the gap on every side. */
    private static Poly grown(UnitMark m, double x, double y) {
        return Poly.turned(x, y, Double.parseDouble(m.box().width()) + 2 * GAP, Double.parseDouble(m.box().depth()) + 2 * GAP,
                Double.parseDouble(m.rotate()));
    }

    /** The nearest clear centre around (x, y), on rings ever further out; behind the unit first. */
    private static double[] aside(UnitMark m, double x, double y, List<Poly> drawn, Box bounds) {
        double facing = Math.toRadians(Double.parseDouble(m.rotate()));
        double backX = -Math.sin(facing);
        double backY = Math.cos(facing);
        double[] best = null;
        double bestCost = Double.MAX_VALUE;
        for (int ring = 1; ring <= RINGS; ring++) {
            double radius = ring * STEP;
            for (int d = 0; d < DIRECTIONS; d++) {
                double a = 2 * Math.PI * d / DIRECTIONS;
                double cx = x + radius * Math.cos(a);
                double cy = y + radius * Math.sin(a);
                Poly p = grown(m, cx, cy);
                if (!p.bounds().grow(-GAP).within(bounds) || !clear(m, cx, cy, drawn)) {
                    continue;
                }
                double behind = Math.cos(a) * -backX + Math.sin(a) * -backY;
                double cost = radius + 2 * (1 + behind);
                if (cost < bestCost) {
                    bestCost = cost;
                    best = new double[] {cx, cy};
                }
            }
            if (best != null && bestCost <= radius + STEP) {
                break;
            }
        }
        return best != null ? best : new double[] {x, y};
    }

    private static UnitMark moved(UnitMark m, double nx, double ny, double x, double y) {
        UnitMark.Box b = m.box();
        UnitMark.Box box = new UnitMark.Box(Num.pt(nx), Num.pt(ny), b.width(), b.depth(), b.left(), b.top(), b.right(), b.bottom());
        List<GridLine> spot = nx == x && ny == y ? List.of() : List.of(new GridLine(Num.pt(nx), Num.pt(ny), Num.pt(x), Num.pt(y)));
        return new UnitMark(box, m.dot(), m.rotate(), m.caption(), m.symbol(), m.sideClass(), m.hidden(), spot);
    }

    private static LabelPlacer.Request shifted(LabelPlacer.Request r, double dx, double dy) {
        List<LabelPlacer.Candidate> near = r.near().stream().map(c -> new LabelPlacer.Candidate(c.x() + dx, c.y() + dy, c.anchor())).toList();
        return new LabelPlacer.Request(r.text(), r.owner(), r.style(), r.classes(), r.ax() + dx, r.ay() + dy, near, r.shorter(), r.tether());
    }
}
