package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.Guns;
import muster.scenario.Formation;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.scenario.Unit;
import muster.scenario.Victory;
import muster.view.Forces;
import muster.view.Labels;
import muster.view.Num;
import muster.view.RuleSetSheets;
import muster.view.map.MapView.OrderArrow;
import muster.view.map.MapView.Reach;
import muster.view.map.MapView.Symbol;
import muster.view.map.MapView.UnitMark;

/** What stands on the terrain: units, HQs, standing orders, targets with their guns' lines, objectives. */
final class PiecesLayer {

    static final double ARROW_LENGTH = 7;
    static final double ARROW_HALF_WIDTH = 3.2;

    private final Scenario scenario;
    private final Audience audience;
    private final MapFrame f;
    private final RuleSetSheets sheets;

    PiecesLayer(Scenario scenario, Audience audience, MapFrame frame, RuleSetSheets sheets) {
        this.scenario = scenario;
        this.audience = audience;
        this.f = frame;
        this.sheets = sheets;
    }

    List<UnitMark> units() {
        List<UnitMark> out = new ArrayList<>();
        for (Forces.UnitOf placed : Forces.units(scenario)) {
            Unit u = placed.unit();
            if (u.at().isPresent() && audience.sees(u.hidden(), Optional.of(placed.side().id()))) {
                out.add(unit(u, placed.sideClass()));
            }
        }
        return out;
    }

    private UnitMark unit(Unit u, String sideClass) {
        Point p = u.at().get();
        double k = f.k();
        RuleSetSheets.Footprint foot = sheets.footprint(u);
        double w = foot.frontage() * k;
        double d = foot.depth() * k;
        double facing = Math.toRadians(u.facing().orElse(0.0));
        double backX = -Math.sin(facing);
        double backY = Math.cos(facing);
        double cx = f.x(p.x());
        double cy = f.y(p.y());
        // the box's depth runs along the backward direction, so its back edge is d/2 behind the centre
        double lx = cx + backX * (d / 2 + 3);
        double ly = cy + backY * (d / 2 + 3) + (backY > 0.5 ? 5 : backY < -0.5 ? -1 : 2);
        String anchor = backX > 0.5 ? "start" : backX < -0.5 ? "end" : "middle";
        return new UnitMark(new UnitMark.Box(Num.pt(cx), Num.pt(cy), Num.pt(w), Num.pt(d), Num.pt(-w / 2), Num.pt(-d / 2), Num.pt(w / 2),
                Num.pt(d / 2)), Num.pt(d * 0.22), Num.fmt(u.facing().orElse(0.0), 1),
                new UnitMark.Caption(Labels.shortLabel(u), Num.pt(lx), Num.pt(ly), anchor), u.type(), sideClass, u.hidden());
    }

    /** The box a unit covers, with its label, for the label placer to keep clear of. */
    static LabelPlacer.Box footprint(UnitMark u) {
        UnitMark.Box box = u.box();
        double x = Double.parseDouble(box.x());
        double y = Double.parseDouble(box.y());
        double r = Math.hypot(Double.parseDouble(box.width()), Double.parseDouble(box.depth())) / 2;
        return new LabelPlacer.Box(x - r, y - r, x + r, y + r);
    }

    List<Symbol> hqs() {
        List<Symbol> out = new ArrayList<>();
        for (Forces.SideOf s : Forces.sides(scenario)) {
            String cls = s.sideClass();
            s.side().hq().flatMap(h -> h.at().map(p -> new Symbol(Num.pt(f.x(p.x())), Num.pt(f.y(p.y())), h.name(), cls,
                    Num.pt(f.x(p.x()) + 8), Num.pt(f.y(p.y()) - 4)))).ifPresent(out::add);
        }
        return out;
    }

    /** Pre-spotted targets, numbered T1, T2... in file order; a side sees only its own. */
    List<Symbol> targets() {
        List<Symbol> out = new ArrayList<>();
        int n = 0;
        for (Target t : scenario.targets()) {
            n++;
            if (!audience.seesPlansOf(t.side())) {
                continue;
            }
            Optional<Point> p = MapDeriver.targetPoint(scenario, t);
            if (p.isPresent()) {
                double tx = f.x(p.get().x());
                double ty = f.y(p.get().y());
                out.add(new Symbol(Num.pt(tx), Num.pt(ty), "T" + n, sideClass(t.side()), Num.pt(tx + 6), Num.pt(ty - 6)));
            }
        }
        return out;
    }

    /** A piece whose caption the label placer positions, with the places it may go. */
    record Placeable<T>(T item, List<LabelPlacer.Candidate> candidates) {
    }

    /** Caption places along a segment, best first: middle, then either side of it. */
    private static List<LabelPlacer.Candidate> along(double x1, double y1, double x2, double y2) {
        List<LabelPlacer.Candidate> out = new ArrayList<>();
        for (double t : new double[] {0.5, 0.35, 0.65, 0.2, 0.8}) {
            double x = x1 + t * (x2 - x1);
            double y = y1 + t * (y2 - y1);
            out.add(new LabelPlacer.Candidate(x + 3, y - 3, "start"));
            out.add(new LabelPlacer.Candidate(x - 3, y + 7, "end"));
        }
        return out;
    }

    /** For each target shown, a line from every gun of its side that reaches it. */
    List<Placeable<Reach>> reaches() {
        List<Placeable<Reach>> out = new ArrayList<>();
        for (Target t : scenario.targets()) {
            if (!audience.seesPlansOf(t.side())) {
                continue;
            }
            Optional<Point> to = MapDeriver.targetPoint(scenario, t);
            if (to.isEmpty()) {
                continue;
            }
            for (Guns.Shot r : Guns.shots(scenario, t, sheets::gun)) {
                if (!r.inRange()) {
                    continue;
                }
                double x1 = f.x(r.gun().at().x());
                double y1 = f.y(r.gun().at().y());
                double x2 = f.x(to.get().x());
                double y2 = f.y(to.get().y());
                out.add(new Placeable<>(new Reach(Num.pt(x1), Num.pt(y1), Num.pt(x2), Num.pt(y2),
                        Num.inches(Math.round(r.distance())) + " " + sheets.fireNote(r)
                                .orElse("(" + r.gun().weapon() + " " + r.gun().range() + "\")"), "", "", sideClass(t.side())), along(x1, y1, x2, y2)));
            }
        }
        return out;
    }

    /** Each brigade's standing order as an arrow: along its drawn path, else from its units to the objective. */
    List<Placeable<OrderArrow>> orders() {
        List<Placeable<OrderArrow>> out = new ArrayList<>();
        for (int i = 0; i < scenario.sides().size(); i++) {
            Side side = scenario.sides().get(i);
            if (!audience.seesPlansOf(side.id())) {
                continue;
            }
            for (Formation fm : side.formations()) {
                if (fm.orders().isEmpty()) {
                    continue;
                }
                List<Point> line = orderLine(fm);
                if (line.size() < 2) {
                    continue;
                }
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
                double bx = ex - ux * ARROW_LENGTH;
                double by = ey - uy * ARROW_LENGTH;
                String head = Num.pt(ex) + "," + Num.pt(ey) + " " + Num.pt(bx - uy * ARROW_HALF_WIDTH) + ","
                        + Num.pt(by + ux * ARROW_HALF_WIDTH) + " " + Num.pt(bx + uy * ARROW_HALF_WIDTH) + "," + Num.pt(by - ux * ARROW_HALF_WIDTH);
                List<Point> shaft = new ArrayList<>(line.subList(0, line.size() - 1));
                shaft.add(Point.of(end.x() - ux * ARROW_LENGTH / f.k(), end.y() + uy * ARROW_LENGTH / f.k()));
                String label = fm.orders().get().type() + ": " + Labels.abbreviate(fm.displayName());
                Point start = line.get(0);
                out.add(new Placeable<>(new OrderArrow(f.points(shaft), head, label, "", "", Labels.sideClass(i)),
                        along(f.x(start.x()), f.y(start.y()), ex, ey)));
            }
        }
        return out;
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

    /** Victory locations the scenario ties to a feature or a point. */
    List<Symbol> objectives() {
        List<Symbol> out = new ArrayList<>();
        for (Victory v : scenario.victory()) {
            Optional<Point> p = v.at().or(() -> v.feature().flatMap(scenario::feature).map(t -> MapDeriver.anchor(t.shape())));
            p.ifPresent(q -> {
                double x = f.x(q.x());
                double y = f.y(q.y());
                out.add(new Symbol(Num.pt(x), Num.pt(y), "VP", sideClass(v.side()), Num.pt(x + 7), Num.pt(y + 9)));
            });
        }
        return out;
    }

    private String sideClass(String sideId) {
        return Forces.sideClass(scenario, sideId);
    }
}
