package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import muster.view.Num;
import muster.view.map.Clearance.Box;
import muster.view.map.Clearance.Owned;
import muster.view.map.Clearance.Poly;
import muster.view.map.MapView.GridLine;
import muster.view.map.MapView.Symbol;
import muster.view.map.MapView.UnitMark;

/**
 * The marks drawn at points (headquarters, pre-spotted targets, spot features such as a
 * blockhouse, and victory stars) and what may stand on them: no unit is drawn over a mark (a
 * company holding a blockhouse stands beside it, led to its true place), and a victory star
 * that would cover a mark or a unit stands beside what it marks, led to it when further off, so
 * that the work a battle is fought for stays in sight under its star and its target ring.
 */
final class Marks {

    /** Half the size of a target's ring and ticks, the ring's radius, and half the size of a victory star. */
    static final double TARGET = 7.5;
    static final double RING = 5.6;
    static final double STAR = 6.5;
    /** How far a mark's ink runs past its box: the widest outline a symbol is stroked with (1.2 points) halved. */
    static final double INK = 0.6;
    /** A star further than this from its point gets a leader back to it. */
    static final double LEAD = 10;

    private Marks() {
    }

    static Box hq(double x, double y) {
        return new Box(x - 1, y - 10, x + 7, y + 1);
    }

    static Box target(double x, double y) {
        return new Box(x - TARGET, y - TARGET, x + TARGET, y + TARGET);
    }

    static Box star(double x, double y) {
        return new Box(x - STAR, y - STAR, x + STAR, y + STAR);
    }

    static Box spot(double x, double y) {
        return new Box(x - 5, y - 4, x + 5, y + 4);
    }

    /** The units and stars once placed, and every mark a label must keep clear of. */
    record Placed(List<PiecesLayer.Placeable<UnitMark>> units, List<PiecesLayer.Placeable<Symbol>> objectives, List<Owned<Poly>> marks) {
    }

    static Placed place(List<PiecesLayer.Placeable<UnitMark>> units, List<PiecesLayer.Placeable<Symbol>> hqs,
            List<PiecesLayer.Placeable<Symbol>> targets, List<PiecesLayer.Placeable<Symbol>> objectives, List<MapView.Spot> spots, Box table) {
        List<Owned<Poly>> marks = new ArrayList<>();
        hqs.forEach(h -> marks.add(new Owned<>(h.owner(), Poly.of(hq(num(h.item().x()), num(h.item().y()))))));
        targets.forEach(t -> marks.add(new Owned<>(t.owner(), Poly.of(target(num(t.item().x()), num(t.item().y()))))));
        spots.forEach(s -> marks.add(new Owned<>("spot:" + s.id(), Poly.of(spot(num(s.x()), num(s.y()))))));
        List<PiecesLayer.Placeable<UnitMark>> spread = Crowds.spread(units, table, marks.stream().map(Owned::shape).toList());
        List<Poly> taken = new ArrayList<>(marks.stream().map(Owned::shape).toList());
        for (PiecesLayer.Placeable<UnitMark> u : spread) {
            taken.add(PiecesLayer.footprint(u.item()));
            u.item().spot().forEach(g -> taken.add(Poly.of(new Box(num(g.x2()) - 1.5, num(g.y2()) - 1.5, num(g.x2()) + 1.5, num(g.y2()) + 1.5))));
        }
        List<PiecesLayer.Placeable<Symbol>> stars = new ArrayList<>();
        for (PiecesLayer.Placeable<Symbol> o : objectives) {
            PiecesLayer.Placeable<Symbol> placed = beside(o, taken, table);
            taken.add(Poly.of(star(num(placed.item().x()), num(placed.item().y()))));
            marks.add(new Owned<>(o.owner(), Poly.of(star(num(placed.item().x()), num(placed.item().y())))));
            stars.add(placed);
        }
        return new Placed(spread, stars, marks);
    }

    /** The star at its point when that is clear, else at the nearest clear place around it, up-right first. */
    private static PiecesLayer.Placeable<Symbol> beside(PiecesLayer.Placeable<Symbol> o, List<Poly> taken, Box table) {
        double x = num(o.item().x());
        double y = num(o.item().y());
        for (double r = 0; r <= 30; r += r == 0 ? STAR + 3 : 2) {
            for (int d = 0; d < (r == 0 ? 1 : 16); d++) {
                double a = -Math.PI / 4 + 2 * Math.PI * d / 16;
                double sx = x + r * Math.cos(a);
                double sy = y + r * Math.sin(a);
                Box b = star(sx, sy);
                if (b.within(table) && taken.stream().noneMatch(p -> p.hits(b))) {
                    return moved(o, sx, sy, x, y, r);
                }
            }
        }
        return o;
    }

    private static PiecesLayer.Placeable<Symbol> moved(PiecesLayer.Placeable<Symbol> o, double sx, double sy, double x, double y, double r) {
        if (r == 0) {
            return o;
        }
        Symbol s = o.item();
        List<GridLine> leader = r > LEAD ? List.of(new GridLine(Num.pt(sx + (x - sx) * STAR / r), Num.pt(sy + (y - sy) * STAR / r),
                Num.pt(x + (sx - x) * 5 / r), Num.pt(y + (sy - y) * 5 / r))) : List.of();
        LabelPlacer.Request q = o.request();
        return new PiecesLayer.Placeable<>(new Symbol(Num.pt(sx), Num.pt(sy), s.sideClass(), s.caption(), leader),
                new LabelPlacer.Request(q.text(), q.owner(), q.style(), q.classes(), sx, sy, PiecesLayer.around(sx, sy, STAR, LabelPlacer.SPACE)),
                o.owner());
    }

    private static double num(String s) {
        return Double.parseDouble(s);
    }
}
