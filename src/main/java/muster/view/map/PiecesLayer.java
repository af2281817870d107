package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import muster.rules.Guns;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Target;
import muster.scenario.Unit;
import muster.scenario.Victory;
import muster.view.Forces;
import muster.view.Num;
import muster.view.RuleSetSheets;
import muster.view.ShortLabels;
import muster.view.kit.KitContent;
import muster.view.map.MapView.OrderArrow;
import muster.view.map.MapView.Reach;
import muster.view.map.MapView.Symbol;
import muster.view.map.MapView.UnitMark;

/** What stands on the terrain: units, HQs, standing orders, targets with their guns' lines, objectives. */
record PiecesLayer(Scenario scenario, Audience audience, MapFrame f, RuleSetSheets sheets, ShortLabels labels) {

    static final double ARROW_LENGTH = 7;
    static final double ARROW_HALF_WIDTH = 3.2;

    PiecesLayer(Scenario scenario, Audience audience, MapFrame f, RuleSetSheets sheets) {
        this(scenario, audience, f, sheets, ShortLabels.of(scenario));
    }

    List<Placeable<UnitMark>> units() {
        List<Placeable<UnitMark>> out = new ArrayList<>();
        for (Forces.UnitOf placed : Forces.units(scenario)) {
            Unit u = placed.unit();
            if (u.at().isPresent() && audience.sees(u.hidden(), Optional.of(placed.side().id()))) {
                out.add(unit(u, placed.sideClass()));
            }
        }
        return out;
    }

    private Placeable<UnitMark> unit(Unit u, String sideClass) {
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
        // behind the unit (away from its front), then ahead of it, then to either side
        List<LabelPlacer.Candidate> near = new ArrayList<>();
        for (double[] dir : new double[][] {{backX, backY}, {-backX, -backY}, {backY, -backX}, {-backY, backX}}) {
            double reach = (Math.abs(dir[0] * backX + dir[1] * backY) > 0.5 ? d / 2 + 3 : w / 2 + 3) + LineWeights.UNIT_FRONT;
            double lx = cx + dir[0] * reach;
            double ly = cy + dir[1] * reach + (dir[1] > 0.5 ? 5 : dir[1] < -0.5 ? -1 : 2);
            near.add(new LabelPlacer.Candidate(lx, ly, dir[0] > 0.5 ? "start" : dir[0] < -0.5 ? "end" : "middle"));
        }
        String cls = sideClass + (u.hidden() ? " hidden" : "");
        UnitMark mark = new UnitMark(new UnitMark.Box(Num.pt(cx), Num.pt(cy), Num.pt(w), Num.pt(d), Num.pt(-w / 2), Num.pt(-d / 2),
                Num.pt(w / 2), Num.pt(d / 2)), Num.pt(d * 0.22), Num.fmt(u.facing().orElse(0.0), 1), null,
                KitContent.Symbol.of(u.type()).word(), sideClass, u.hidden(), List.of());
        return new Placeable<>(mark, new LabelPlacer.Request(labels.unit(u), "label:" + u.id(), LabelStyle.UNIT, cls, cx, cy, near),
                "unit:" + u.id());
    }

    /** The turned box a unit covers on the drawing. */
    static Clearance.Poly footprint(UnitMark u) {
        return footprint(u, 0);
    }

    /** The turned box a unit's ink covers: its box and half its front line, the widest stroke on its edge. */
    static Clearance.Poly inked(UnitMark u) {
        return footprint(u, LineWeights.UNIT_FRONT);
    }

    private static Clearance.Poly footprint(UnitMark u, double grow) {
        UnitMark.Box b = u.box();
        return Clearance.Poly.turned(Double.parseDouble(b.x()), Double.parseDouble(b.y()), Double.parseDouble(b.width()) + 2 * grow,
                Double.parseDouble(b.depth()) + 2 * grow, Double.parseDouble(u.rotate()));
    }

    List<Placeable<Symbol>> hqs() {
        List<Placeable<Symbol>> out = new ArrayList<>();
        if (!sheets.headquarters()) {
            return out;
        }
        for (Forces.SideOf s : Forces.sides(scenario)) {
            String cls = s.sideClass();
            s.side().hq().flatMap(h -> h.at().map(p -> {
                double x = f.x(p.x());
                double y = f.y(p.y());
                return new Placeable<>(new Symbol(Num.pt(x), Num.pt(y), cls, null, List.of()), new LabelPlacer.Request(h.name(), "label:hq:" + s.side().id(),
                        LabelStyle.HQ, cls, x + 3, y - 6, List.of(new LabelPlacer.Candidate(x + 10, y - 4, "start"),
                                new LabelPlacer.Candidate(x - 4, y - 4, "end"), new LabelPlacer.Candidate(x, y + 9, "middle"))),
                        "hq:" + s.side().id());
            })).ifPresent(out::add);
        }
        return out;
    }

    /** Pre-spotted targets, numbered T1, T2... in file order; a side sees only its own. */
    List<Placeable<Symbol>> targets() {
        List<Placeable<Symbol>> out = new ArrayList<>();
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
                String cls = sideClass(t.side());
                out.add(new Placeable<>(new Symbol(Num.pt(tx), Num.pt(ty), cls, null, List.of()), new LabelPlacer.Request("T" + n, "label:target:" + n,
                        LabelStyle.TARGET, cls, tx, ty, around(tx, ty, Marks.TARGET, LabelPlacer.NUMBER_SPACE)), "target:" + n));
            }
        }
        return out;
    }

    /**
     * A piece whose caption the label placer positions: the piece (its caption still to come), what
     * its caption asks for, and the id its own mark is kept clear under.
     */
    record Placeable<T>(T item, LabelPlacer.Request request, String owner) {
    }

    /**
     * Caption places around a symbol of half-size {@code r}: right, left, above, below, the words {@code space} points off
     * the symbol's ink.
     */
    static List<LabelPlacer.Candidate> around(double x, double y, double r, double space) {
        double o = r + Marks.INK + space;
        return List.of(new LabelPlacer.Candidate(x + o, y - r + 4, "start"), new LabelPlacer.Candidate(x - o, y - r + 4, "end"),
                new LabelPlacer.Candidate(x + o, y + r + 2, "start"), new LabelPlacer.Candidate(x - o, y + r + 2, "end"),
                new LabelPlacer.Candidate(x, y - o - 2, "middle"), new LabelPlacer.Candidate(x, y + o + 5.5, "middle"));
    }

    /**
     * Caption places along a segment, best first: from its middle outwards, on either side of it, the
     * words' nearest corner {@code off} points off the line (for words {@code size} points high).
     */
    static List<LabelPlacer.Candidate> byLine(double x1, double y1, double x2, double y2, double size, double off) {
        List<LabelPlacer.Candidate> out = new ArrayList<>();
        double len = Math.max(1e-6, Math.hypot(x2 - x1, y2 - y1));
        for (double t : new double[] {0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.1, 0.9}) {
            double x = x1 + t * (x2 - x1);
            double y = y1 + t * (y2 - y1);
            for (int side : new int[] {-1, 1}) {
                // the normal on this side, and the words set so their nearest corner is towards the line
                double nx = side * -(y2 - y1) / len;
                double ny = side * (x2 - x1) / len;
                double px = x + nx * off;
                double py = y + ny * off;
                String anchor = nx > 0.38 ? "start" : nx < -0.38 ? "end" : "middle";
                double baseline = ny > 0.38 ? py + 0.8 * size : ny < -0.38 ? py - 0.25 * size : py + 0.275 * size;
                out.add(new LabelPlacer.Candidate(px, baseline, anchor));
            }
        }
        return out;
    }

    /** Caption places along a segment, best first: middle, then either side of it. */
    static List<LabelPlacer.Candidate> along(double x1, double y1, double x2, double y2) {
        List<LabelPlacer.Candidate> out = new ArrayList<>();
        for (double t : new double[] {0.5, 0.35, 0.65, 0.2, 0.8}) {
            double x = x1 + t * (x2 - x1);
            double y = y1 + t * (y2 - y1);
            out.add(new LabelPlacer.Candidate(x + 3, y - 3, "start"));
            out.add(new LabelPlacer.Candidate(x - 3, y + 7, "end"));
        }
        return out;
    }

    /** Points a gun's distance stands within of its line, at most. */
    static final double BESIDE = 6;
    /** Points a gun's distance keeps from another target's ring, so it never reads as that target's. */
    static final double APART = 24;

    /** For each target shown, a line from every gun of its side that reaches it, its distance kept by it ({@link Tether}). */
    List<Placeable<Reach>> reaches() {
        List<Placeable<Reach>> out = new ArrayList<>();
        List<double[]> marks = new ArrayList<>();
        int n = 0;
        for (Target t : scenario.targets()) {
            if (!audience.seesPlansOf(t.side())) {
                continue;
            }
            Optional<Point> to = MapDeriver.targetPoint(scenario, t);
            if (to.isEmpty()) {
                continue;
            }
            double tx = f.x(to.get().x());
            double ty = f.y(to.get().y());
            marks.add(new double[] {tx, ty});
            for (Guns.Shot r : Guns.shots(scenario, t, sheets::gun)) {
                if (!r.inRange()) {
                    continue;
                }
                double x1 = f.x(r.gun().at().x());
                double y1 = f.y(r.gun().at().y());
                double len = Math.hypot(tx - x1, ty - y1);
                if (len <= Marks.RING) {
                    continue;
                }
                // the line stops at the target's ring, leaving what it marks in sight
                double x2 = tx - (tx - x1) * Marks.RING / len;
                double y2 = ty - (ty - y1) * Marks.RING / len;
                String cls = sideClass(t.side());
                // every line drawn is in range; the gun's range is on its card, the rule set's note (drift) is not
                String text = Num.inches(Math.round(r.distance())) + sheets.fireNote(r).map(note -> " " + note).orElse("");
                n++;
                out.add(new Placeable<>(new Reach(Num.pt(x1), Num.pt(y1), Num.pt(x2), Num.pt(y2), cls, null), new LabelPlacer.Request(text,
                        "label:reach:" + n, LabelStyle.REACH, cls, (x1 + x2) / 2, (y1 + y2) / 2, byLine(x1, y1, x2, y2, LabelStyle.REACH.size, 2)),
                        "reach:" + n));
            }
        }
        List<Placeable<Reach>> tethered = new ArrayList<>();
        for (Placeable<Reach> p : out) {
            Clearance.Segment own = segment(p.item());
            List<Clearance.Segment> others = out.stream().filter(o -> o != p).map(o -> segment(o.item())).toList();
            // the target its line runs to is the one mark it may stand by
            List<double[]> elsewhere = marks.stream().filter(m -> Math.hypot(m[0] - own.x2(), m[1] - own.y2()) > Marks.RING + 0.5).toList();
            tethered.add(new Placeable<>(p.item(), p.request().tethered(new Tether(List.of(own), others, elsewhere, Marks.RING, BESIDE, APART)),
                    p.owner()));
        }
        return tethered;
    }

    private static Clearance.Segment segment(Reach r) {
        return new Clearance.Segment(Double.parseDouble(r.x1()), Double.parseDouble(r.y1()), Double.parseDouble(r.x2()), Double.parseDouble(r.y2()));
    }

    /** Each brigade's standing order as an arrow ({@link OrderArrows}). */
    List<Placeable<OrderArrow>> orders() {
        return new OrderArrows(scenario, audience, f, labels).arrows();
    }

    /** Victory locations the scenario ties to a feature or a point; a hidden condition's for its own side only. */
    List<Placeable<Symbol>> objectives() {
        List<Placeable<Symbol>> out = new ArrayList<>();
        int n = 0;
        for (Victory v : scenario.victory()) {
            if (v.hidden() && !audience.seesPlansOf(v.side())) {
                continue;
            }
            Optional<Point> p = v.at().or(() -> v.feature().flatMap(scenario::feature).map(t -> MapDeriver.anchor(t.shape())));
            if (p.isPresent()) {
                n++;
                double x = f.x(p.get().x());
                double y = f.y(p.get().y());
                out.add(new Placeable<>(new Symbol(Num.pt(x), Num.pt(y), sideClass(v.side()), null, List.of()), new LabelPlacer.Request("Victory",
                        "label:vp:" + n, LabelStyle.OBJECTIVE, "", x, y, around(x, y, 6, LabelPlacer.SPACE)), "vp:" + n));
            }
        }
        return out;
    }

    private String sideClass(String sideId) {
        return Forces.sideClass(scenario, sideId);
    }
}
