package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.scenario.Formation;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Terrain;
import muster.scenario.Unit;
import muster.view.Labels;
import muster.view.OrderWords;
import muster.view.Num;
import muster.view.ShortLabels;
import muster.view.map.MapView.OrderArrow;

/**
 * Each brigade's standing order as an arrow: along its drawn path, else from its units to its
 * objective; begun and ended at the edge of a mark, drawn beside the lines it follows, its head
 * kept off the heads of orders converging on the same place, captioned "1st Brigade attacks".
 */
record OrderArrows(Scenario scenario, Audience audience, MapFrame f, ShortLabels labels) {

    /** Each brigade's standing order as an arrow: along its drawn path, else from its units to the objective. */
    List<PiecesLayer.Placeable<OrderArrow>> arrows() {
        List<PiecesLayer.Placeable<OrderArrow>> out = new ArrayList<>();
        Arrowheads heads = new Arrowheads();
        Alongside beside = new Alongside(drawnLines(), f.k());
        for (int i = 0; i < scenario.sides().size(); i++) {
            Side side = scenario.sides().get(i);
            if (!audience.seesPlansOf(side.id())) {
                continue;
            }
            for (Formation fm : side.formations()) {
                if (fm.orders().isEmpty()) {
                    continue;
                }
                List<Point> path = orderLine(fm);
                if (path.size() < 2) {
                    continue;
                }
                List<Point> line = beside.place(offMarks(path), rear(side));
                Point end = line.get(line.size() - 1);
                Point before = line.get(line.size() - 2);
                double ex = f.x(end.x());
                double ey = f.y(end.y());
                double dx = ex - f.x(before.x());
                double dy = ey - f.y(before.y());
                double len = Math.hypot(dx, dy);
                if (len < 1e-6) {
                    continue;
                }
                double ux = dx / len;
                double uy = dy / len;
                double back = heads.back(ex, ey, ux, uy, len);
                ex -= ux * back;
                ey -= uy * back;
                double bx = ex - ux * PiecesLayer.ARROW_LENGTH;
                double by = ey - uy * PiecesLayer.ARROW_LENGTH;
                String head = Num.pt(ex) + "," + Num.pt(ey) + " " + Num.pt(bx - uy * PiecesLayer.ARROW_HALF_WIDTH) + ","
                        + Num.pt(by + ux * PiecesLayer.ARROW_HALF_WIDTH) + " " + Num.pt(bx + uy * PiecesLayer.ARROW_HALF_WIDTH) + "," + Num.pt(by - ux * PiecesLayer.ARROW_HALF_WIDTH);
                List<Point> shaft = new ArrayList<>(line.subList(0, line.size() - 1));
                shaft.add(Point.of(end.x() - ux * (PiecesLayer.ARROW_LENGTH + back) / f.k(), end.y() + uy * (PiecesLayer.ARROW_LENGTH + back) / f.k()));
                // a hidden brigade whose orders wait for a turn is drawn where it will come on: the caption says when (Bates' on
                // turn 12); the turn track tells the other orders' turns
                boolean arrives = !fm.units().isEmpty() && fm.units().stream().allMatch(Unit::hidden);
                String what = ": " + OrderWords.given(fm.orders().get().type())
                        + fm.orders().get().fromTurn().filter(t -> arrives).map(t -> " from turn " + t).orElse("");
                String label = labels.formation(fm) + what;
                String cls = Labels.sideClass(i);
                List<Clearance.Segment> drawn = segments(shaft);
                double[] middle = middle(drawn);
                out.add(new PiecesLayer.Placeable<>(new OrderArrow(f.points(shaft), head, OrderTicks.along(drawn), cls, null),
                        new LabelPlacer.Request(label, "label:order:" + fm.id(),
                        LabelStyle.ORDER, cls, middle[0], middle[1], byArrow(drawn))
                        .shorter(Asides.alone(labels.formation(fm)).map(w -> w + what).stream().toList()),
                        "order:" + fm.id()));
            }
        }
        // each caption kept by its own arrow, nearer it than any other arrow
        List<PiecesLayer.Placeable<OrderArrow>> tethered = new ArrayList<>();
        for (PiecesLayer.Placeable<OrderArrow> p : out) {
            List<Clearance.Segment> own = segments(p.item().points());
            List<Clearance.Segment> others = out.stream().filter(o -> o != p).flatMap(o -> segments(o.item().points()).stream()).toList();
            tethered.add(new PiecesLayer.Placeable<>(p.item(), p.request().tethered(new Tether(own, others, List.of(), 0, BESIDE, 0)), p.owner()));
        }
        return tethered;
    }

    /** Points an order's words stand within of its arrow, at most: the words keep {@link #OFF} clear of its stroke. */
    static final double BESIDE = 10;
    /** Points between an arrow's centre line and its words: half its stroke and the space kept off it, and a little more. */
    static final double OFF = LineWeights.ORDER / 2 + MapDeriver.WORDS_OFF_ARROWS + 1;

    /** Caption places along every leg of the drawn arrow, the longest legs first. */
    private static List<LabelPlacer.Candidate> byArrow(List<Clearance.Segment> legs) {
        List<Clearance.Segment> sorted = new ArrayList<>(legs);
        sorted.sort((a, b) -> Double.compare(length(b), length(a)));
        List<LabelPlacer.Candidate> out = new ArrayList<>();
        for (Clearance.Segment s : sorted) {
            out.addAll(PiecesLayer.byLine(s.x1(), s.y1(), s.x2(), s.y2(), LabelStyle.ORDER.size, OFF));
        }
        return out;
    }

    /** The point halfway along the drawn arrow. */
    private static double[] middle(List<Clearance.Segment> legs) {
        double half = legs.stream().mapToDouble(OrderArrows::length).sum() / 2;
        for (Clearance.Segment s : legs) {
            double len = length(s);
            if (half <= len && len > 0) {
                return new double[] {s.x1() + (s.x2() - s.x1()) * half / len, s.y1() + (s.y2() - s.y1()) * half / len};
            }
            half -= len;
        }
        Clearance.Segment last = legs.get(legs.size() - 1);
        return new double[] {last.x2(), last.y2()};
    }

    private static double length(Clearance.Segment s) {
        return Math.hypot(s.x2() - s.x1(), s.y2() - s.y1());
    }

    private List<Clearance.Segment> segments(List<Point> path) {
        return segments(f.points(path));
    }

    /** The legs of an SVG points list, in drawing points. */
    static List<Clearance.Segment> segments(String points) {
        double[][] xy = Clearance.corners(points);
        List<Clearance.Segment> out = new ArrayList<>();
        for (int i = 1; i < xy[0].length; i++) {
            out.add(new Clearance.Segment(xy[0][i - 1], xy[1][i - 1], xy[0][i], xy[1][i]));
        }
        return out;
    }

    /** The terrain lines and ridge crests this audience sees, as an order must not be drawn over them. */
    private List<Alongside.Drawn> drawnLines() {
        List<Alongside.Drawn> out = new ArrayList<>();
        for (Terrain t : scenario.terrain()) {
            if (!audience.sees(t.hidden(), t.side())) {
                continue;
            }
            if (t.shape() instanceof Shape.Path p) {
                out.add(new Alongside.Drawn(p.points(), LineWeights.terrain(t.kind())));
            }
            if (t.crest().size() >= 2) {
                out.add(new Alongside.Drawn(t.crest(), LineWeights.CREST));
            }
        }
        return out;
    }

    /**
     * The path begun and ended at the edge of a mark it starts or ends in (a target's ring, a
     * crossroads, the blockhouse it is ordered to take), so the mark and the name beside it stay in
     * sight; an end is left where it is when its leg is too short to lose that much.
     */
    private List<Point> offMarks(List<Point> path) {
        double r = (Marks.TARGET + 1) / f.k();
        List<Point> marks = new ArrayList<>();
        scenario.targets().stream().filter(t -> audience.seesPlansOf(t.side())).forEach(t -> MapDeriver.targetPoint(scenario, t)
                .ifPresent(marks::add));
        scenario.terrain().stream().filter(t -> t.shape() instanceof Shape.Spot && audience.sees(t.hidden(), t.side()))
                .forEach(t -> marks.add(((Shape.Spot) t.shape()).at()));
        List<Point> out = new ArrayList<>(path);
        int last = out.size() - 1;
        for (int[] end : new int[][] {{0, 1}, {last, last - 1}}) {
            Point a = out.get(end[0]);
            Point b = out.get(end[1]);
            double len = a.distanceTo(b);
            if (len >= 3 * r && marks.stream().anyMatch(m -> m.distanceTo(a) < r)) {
                out.set(end[0], Point.of(a.x() + (b.x() - a.x()) * r / len, a.y() + (b.y() - a.y()) * r / len));
            }
        }
        return out;
    }

    /** The way from the other armies towards this one (from the middle of their homes to its home), when both are known. */
    private Optional<Point> rear(Side side) {
        List<Point> others = scenario.sides().stream().filter(o -> o != side).map(OrderArrows::home).flatMap(Optional::stream).toList();
        return home(side).filter(h -> !others.isEmpty()).map(h -> Point.of(h.x() - others.stream().mapToDouble(Point::x).average().orElse(0),
                h.y() - others.stream().mapToDouble(Point::y).average().orElse(0)));
    }

    /** A point on the side's own part of the table: the middle of its deployment zone, else its headquarters. */
    private static Optional<Point> home(Side side) {
        return side.deploy().filter(z -> z.outline().size() >= 3).map(z -> Geometry.centroid(z.outline()))
                .or(() -> side.hq().flatMap(h -> h.at()));
    }

    /** The drawn path of an order, or a line from the middle of the brigade to its objective, stopping short of it. */
    private List<Point> orderLine(Formation fm) {
        var o = fm.orders().get();
        if (o.path().size() >= 2) {
            return o.path();
        }
        List<Point> placed = fm.units().stream().filter(u -> u.at().isPresent()).map(u -> u.at().get()).toList();
        Optional<Point> goal = o.objective().flatMap(scenario::feature).map(t -> MapDeriver.anchor(t.shape()));
        if (placed.isEmpty() || goal.isEmpty()) {
            return List.of();
        }
        double sx = placed.stream().mapToDouble(Point::x).average().orElse(0);
        double sy = placed.stream().mapToDouble(Point::y).average().orElse(0);
        Point from = Point.of(sx, sy);
        double d = from.distanceTo(goal.get());
        if (d < 3) {
            return List.of();
        }
        double stop = Math.min(2, d / 4);
        double t = (d - stop) / d;
        Point to = Point.of(sx + t * (goal.get().x() - sx), sy + t * (goal.get().y() - sy));
        return List.of(from, to);
    }
}
