package muster.view.map;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Terrain;
import muster.view.MapNames;
import muster.view.Num;
import muster.view.map.MapView.Area;
import muster.view.map.MapView.GridLine;
import muster.view.map.MapView.Line;
import muster.view.map.MapView.Spot;

/** The terrain a map shows: areas, lines and spots in paint order, crests, and building grids. */
record TerrainLayer(Scenario scenario, Audience audience, MapFrame f, boolean levels) {

    /** Ground first, hills by level, cover, built-up areas, lines, works, then small features. */
    /** The grounds templates/map.css fills with a pattern (furrows, stones, trees, leaves, hatching) rather than a flat colour. */
    static final Set<String> PATTERNED = Set.of("field", "marsh", "rough", "woods", "jungle", "town");
    static final List<String> PAINT_ORDER = List.of("open", "field", "marsh", "rough", "hill", "woods", "jungle", "town", "fort",
            "building", "river", "stream", "road", "track", "railway", "earthworks", "wall", "trench", "barbed-wire", "ford",
            "bridge", "crossroads", "blockhouse", "artillery-emplacement");


    /** The features this audience may see, in the order they are painted. */
    List<Terrain> visible() {
        return scenario.terrain().stream()
                .filter(t -> audience.sees(t.hidden(), t.side()))
                .sorted(Comparator.comparingInt((Terrain t) -> order(t.kind())).thenComparingInt(t -> t.level().orElse(0)))
                .toList();
    }

    static int order(String kind) {
        int i = PAINT_ORDER.indexOf(kind);
        return i < 0 ? PAINT_ORDER.size() : i;
    }

    List<Area> areas() {
        return visible().stream().filter(t -> t.shape() instanceof Shape.Outline)
                .map(t -> new Area(t.id(), t.kind(), t.level().orElse(0), f.points(t.shape().points()), t.hidden())).toList();
    }

    List<Line> lines() {
        return visible().stream().filter(t -> t.shape() instanceof Shape.Path)
                .map(t -> new Line(t.id(), t.kind(), f.points(t.shape().points()), t.hidden())).toList();
    }

    List<Spot> spots() {
        List<Spot> out = new ArrayList<>();
        for (Terrain t : visible()) {
            if (t.shape() instanceof Shape.Spot s) {
                out.add(new Spot(t.id(), t.kind(), Num.pt(f.x(s.at().x())), Num.pt(f.y(s.at().y())), t.hidden()));
            }
        }
        return out;
    }

    List<Line> crests() {
        return visible().stream().filter(t -> t.crest().size() >= 2)
                .map(t -> new Line(t.id(), "crest", f.points(t.crest()), t.hidden())).toList();
    }

    /** 1" squares inside every building outline, counted from the building's south-west corner. */
    List<GridLine> buildingGrid() {
        List<GridLine> out = new ArrayList<>();
        for (Terrain t : visible()) {
            if (!t.kind().equals("building") || !(t.shape() instanceof Shape.Outline o)) {
                continue;
            }
            List<Point> poly = o.points();
            double minX = poly.stream().mapToDouble(Point::x).min().orElse(0);
            double maxX = poly.stream().mapToDouble(Point::x).max().orElse(0);
            double minY = poly.stream().mapToDouble(Point::y).min().orElse(0);
            double maxY = poly.stream().mapToDouble(Point::y).max().orElse(0);
            for (double gx = minX + 1; gx < maxX - 1e-9; gx += 1) {
                for (double[] seg : chords(poly, gx, true)) {
                    out.add(new GridLine(Num.pt(f.x(gx)), Num.pt(f.y(seg[0])), Num.pt(f.x(gx)), Num.pt(f.y(seg[1]))));
                }
            }
            for (double gy = minY + 1; gy < maxY - 1e-9; gy += 1) {
                for (double[] seg : chords(poly, gy, false)) {
                    out.add(new GridLine(Num.pt(f.x(seg[0])), Num.pt(f.y(gy)), Num.pt(f.x(seg[1])), Num.pt(f.y(gy))));
                }
            }
        }
        return out;
    }

    /** The pieces of the line x = c (or y = c) that lie inside the polygon, as pairs of the other coordinate. */
    static List<double[]> chords(List<Point> poly, double c, boolean vertical) {
        List<Double> cuts = new ArrayList<>();
        for (int i = 0; i < poly.size(); i++) {
            Point a = poly.get(i);
            Point b = poly.get((i + 1) % poly.size());
            double a1 = vertical ? a.x() : a.y();
            double b1 = vertical ? b.x() : b.y();
            double a2 = vertical ? a.y() : a.x();
            double b2 = vertical ? b.y() : b.x();
            if ((a1 <= c && b1 > c) || (b1 <= c && a1 > c)) {
                cuts.add(a2 + (c - a1) / (b1 - a1) * (b2 - a2));
            }
        }
        cuts.sort(Double::compare);
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i + 1 < cuts.size(); i += 2) {
            out.add(new double[] {cuts.get(i), cuts.get(i + 1)});
        }
        return out;
    }

    /** Kinds that are works: built for the battle or fought from, named upright and bold. */
    static final Set<String> WORKS = Set.of("fort", "blockhouse", "building", "trench", "barbed-wire", "wall", "earthworks",
            "artillery-emplacement");

    /**
     * Each feature's name that the map prints, the point it names and where it may go, best first,
     * in drawing points: every feature its author named, the unnamed ones a player navigates by,
     * and every feature the battle is fought over (an order's objective, a victory location, a
     * pre-spotted target), named or not.
     */
    List<LabelPlacer.Request> names() {
        List<LabelPlacer.Request> out = new ArrayList<>();
        MapNames names = new MapNames(scenario);
        for (Terrain t : visible()) {
            if (!names.named(t)) {
                continue;
            }
            String text = t.displayName();
            String id = "label:" + t.id();
            LabelStyle work = WORKS.contains(t.kind()) ? LabelStyle.WORK : null;
            if (t.shape() instanceof Shape.Spot s) {
                double x = f.x(s.at().x());
                double y = f.y(s.at().y());
                List<LabelPlacer.Candidate> near = PiecesLayer.around(x, y, 5, LabelPlacer.SPACE);
                out.add(new LabelPlacer.Request(text, id, work != null ? work : LabelStyle.FEATURE, "", x, y, near)
                        .shorter(Asides.without(text).stream().toList()));
            } else if (t.shape() instanceof Shape.Path p) {
                List<LabelPlacer.Candidate> cands = new ArrayList<>();
                for (double share : new double[] {0.5, 0.3, 0.7, 0.15, 0.85}) {
                    Point m = along(p.points(), share);
                    cands.add(new LabelPlacer.Candidate(f.x(m.x()) + 4, f.y(m.y()) - 4, "start"));
                    cands.add(new LabelPlacer.Candidate(f.x(m.x()) - 4, f.y(m.y()) + 9, "end"));
                }
                Point m = along(p.points(), 0.5);
                out.add(new LabelPlacer.Request(text, id, work != null ? LabelStyle.LINE_WORK : LabelStyle.LINE, "", f.x(m.x()), f.y(m.y()), cands)
                        .shorter(Asides.without(text).stream().toList()));
            } else {
                Point c = Geometry.centroid(t.shape().points());
                double x = f.x(c.x());
                double y = f.y(c.y());
                boolean hill = t.kind().equals("hill");
                // "level 2" in words: a bare "(2)" reads as one of the key's numbers; only where the rules give levels a meaning
                String label = hill && levels ? text + t.level().map(l -> ", level " + l).orElse("") : text;
                List<LabelPlacer.Candidate> near = new ArrayList<>(List.of(
                        new LabelPlacer.Candidate(x, y + 3, "middle"), new LabelPlacer.Candidate(x, y - 9, "middle"),
                        new LabelPlacer.Candidate(x, y + 15, "middle"), new LabelPlacer.Candidate(x, y - 21, "middle")));
                inside(t.shape().points()).forEach(p -> near.add(new LabelPlacer.Candidate(f.x(p.x()), f.y(p.y()) + 3, "middle")));
                out.add(new LabelPlacer.Request(label, id, hill ? LabelStyle.HILL : work != null ? work : LabelStyle.AREA, "", x, y, near)
                        .shorter(Asides.without(label).stream().toList()));
            }
        }
        return out;
    }

    /** Points of a net over the area that fall inside it, nearest its centre first: more places for its name than round its centre. */
    private static List<Point> inside(List<Point> outline) {
        double x1 = outline.stream().mapToDouble(Point::x).min().orElse(0);
        double x2 = outline.stream().mapToDouble(Point::x).max().orElse(0);
        double y1 = outline.stream().mapToDouble(Point::y).min().orElse(0);
        double y2 = outline.stream().mapToDouble(Point::y).max().orElse(0);
        Point c = Geometry.centroid(outline);
        List<Point> out = new ArrayList<>();
        for (int i = 1; i < NET; i++) {
            for (int j = 1; j < NET; j++) {
                Point p = Point.of(x1 + (x2 - x1) * i / NET, y1 + (y2 - y1) * j / NET);
                if (Geometry.inside(p, outline)) {
                    out.add(p);
                }
            }
        }
        out.sort(Comparator.comparingDouble(p -> Math.hypot(p.x() - c.x(), p.y() - c.y())));
        return out;
    }

    /** Cells a side of the net over an area has. */
    private static final int NET = 6;

    /** The point at a share (0..1) of a path's length. */
    static Point along(List<Point> path, double share) {
        double total = 0;
        for (int i = 1; i < path.size(); i++) {
            total += path.get(i - 1).distanceTo(path.get(i));
        }
        double want = total * share;
        for (int i = 1; i < path.size(); i++) {
            Point a = path.get(i - 1);
            Point b = path.get(i);
            double d = a.distanceTo(b);
            if (want <= d && d > 0) {
                double t = want / d;
                return Point.of(a.x() + t * (b.x() - a.x()), a.y() + t * (b.y() - a.y()));
            }
            want -= d;
        }
        return path.get(path.size() - 1);
    }
}
