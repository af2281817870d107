package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.view.Forces;
import muster.view.Labels;
import muster.view.Num;
import muster.view.RuleSetSheets;
import muster.view.map.MapView.GridLine;
import muster.view.map.MapView.Label;
import muster.view.map.MapView.Rect;
import muster.view.map.MapView.Symbol;
import muster.view.map.MapView.UnitMark;
import muster.view.map.MapView.Zone;

/**
 * Lays the table out on paper: picks the largest round scale that fits the box (or takes a fixed
 * one), then turns every feature, piece, grid line, label and legend entry into points. What
 * appears depends on the {@link Audience}.
 */
public record MapDeriver(Scenario scenario, MapOptions options, RuleSetSheets sheets) {

    /** Map scales tried, largest first: one map inch for this many table inches. */
    static final int[] SCALES = {1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 48, 64, 96};
    static final double GRID = 6;
    static final double EDGE = 16;
    /** How far words keep from an order's arrow past its stroke, points: at a hair's breadth the line reads as striking them. */
    static final double WORDS_OFF_ARROWS = 1.5;

    /**
     * The map at the largest scale whose drawing, with its key of numbered labels, fits the box (the
     * key is known only once the labels are placed, so a map whose key runs past the box is drawn
     * again one scale smaller), or at the fixed scale.
     */
    public MapView derive() {
        // the legend's entries are the same at every scale tried: found once (they measure each gun's reach)
        List<String[]> legendItems = options.legend() ? Legend.items(scenario, options, sheets) : List.of();
        if (options.fixedScale() > 0) {
            return derive(options.fixedScale(), Sparse.NONE, legendItems);
        }
        int chosen = Math.max(options.leastScale(), fitScale(legendItems));
        // a smaller scale places fewer words on the map and keys more of them: past twice the scale that fits the table,
        // shrinking only grows the key, so a page too small for every caption (a booklet's) leaves captions off instead
        for (Sparse sparse : Sparse.values()) {
            for (int s : SCALES) {
                if (s < chosen || s > 2 * chosen && sparse != Sparse.UNITS) {
                    continue;
                }
                MapView map = derive(s, sparse, legendItems);
                if (fits(map)) {
                    return map;
                }
            }
        }
        return reducedToFit(legendItems);
    }

    /**
     * The map with the fewest captions at the scale that draws the table largest once the whole drawing, key and legend
     * too, is reduced to fit the box: drawn at that scale and printed smaller, its scale line saying the scale as printed.
     */
    private MapView reducedToFit(List<String[]> legendItems) {
        MapView best = null;
        double bestSize = 0;
        MapView least = null;
        for (int s : SCALES) {
            MapView map = derive(s, Sparse.UNITS, legendItems);
            double factor = factor(map);
            if (factor >= SMALLEST_PRINT && factor * 72 / s > bestSize) {
                best = map;
                bestSize = factor * 72 / s;
            }
            if (least == null || factor > factor(least)) {
                least = map;
            }
        }
        best = best == null ? least : best;
        double factor = factor(best);
        MapView.Frame f = best.frame();
        double printed = f.scale() / factor;
        String text = "printed at " + Math.round(factor * 100) + "% of its scale: 1 inch on this map = " + Num.fmt(printed, 1)
                + " inches on the table (measure with the scale bar)";
        double w = Double.parseDouble(f.width()) * factor;
        double h = Double.parseDouble(f.height()) * factor;
        return new MapView(new MapView.Frame(f.width(), f.height(), Num.fmt(w / 72, 3), Num.fmt(h / 72, 3), Num.pt(w), Num.pt(h), f.scale(),
                text, f.table()), best.ground(), best.bearings(),
                best.pieces(), best.captions());
    }

    /** How much the drawing must shrink to fit the box, at most 1. */
    private double factor(MapView map) {
        return Math.min(1, Math.min(options.boxWidth() * 72 / Double.parseDouble(map.frame().width()),
                options.boxHeight() * 72 / Double.parseDouble(map.frame().height())));
    }

    /** The least a map is printed at when nothing fits its box whole: its words still read at 60% of their size. */
    static final double SMALLEST_PRINT = 0.6;

    /** Captions a map on too small a page leaves off, fewest first: none; the orders' (the orders of battle give them); the units' too. */
    enum Sparse {
        NONE, ORDERS, UNITS
    }

    private boolean fits(MapView map) {
        return Double.parseDouble(map.frame().height()) <= options.boxHeight() * 72 + 1e-6
                && Double.parseDouble(map.frame().width()) <= options.boxWidth() * 72 + 1e-6;
    }

    private MapView derive(int chosen, Sparse sparse, List<String[]> legendItems) {
        double tw = scenario.table().width();
        double td = scenario.table().depth();
        double k = 72.0 / chosen;
        MapFrame f = new MapFrame(k, EDGE, EDGE, td);
        LegendLayout legend = legend(legendItems, chosen);
        double width = legend.width();
        double height = legend.height();

        TerrainLayer terrain = new TerrainLayer(scenario, options.audience(), f, sheets.hillLevels());
        PiecesLayer pieces = new PiecesLayer(scenario, options.audience(), f, sheets);
        boolean on = options.pieces();
        List<PiecesLayer.Placeable<UnitMark>> units = on ? pieces.units() : List.of();
        List<PiecesLayer.Placeable<Symbol>> hqs = on ? pieces.hqs() : List.of();
        List<PiecesLayer.Placeable<Symbol>> targets = on ? pieces.targets() : List.of();
        List<PiecesLayer.Placeable<Symbol>> objectives = on || options.onTable() ? pieces.objectives() : List.of();
        List<PiecesLayer.Placeable<MapView.OrderArrow>> orderArrows = on ? pieces.orders() : List.of();
        List<PiecesLayer.Placeable<MapView.Reach>> reachLines = on ? pieces.reaches() : List.of();
        List<PiecesLayer.Placeable<Zone>> zoneMarks = zones(f);
        SeamLines seams = new SeamLines(options.seams().west().stream().map(f::x).toList(),
                options.seams().south().stream().map(f::y).toList());
        List<MapView.EdgeText> notes = options.labels() ? edgeNotes(f, seams) : List.of();

        Clearance.Box tableBox = new Clearance.Box(f.x(0), f.y(td), f.x(tw), f.y(0));
        Lettering lettering = new Lettering(tableBox, options.minText(), seams);
        Clearance clear = lettering.clearance();
        Marks.Placed marked = Marks.place(units, hqs, targets, objectives, terrain.spots(), tableBox);
        units = marked.units();
        objectives = marked.objectives();
        // words keep clear of what is inked, the strokes on a box's edge too: kept off the box alone, a word stood a point
        // from a unit's front line, run together with it at a preview's resolution
        for (PiecesLayer.Placeable<UnitMark> u : units) {
            clear.solid(u.owner(), PiecesLayer.inked(u.item()));
            for (GridLine g : u.item().spot()) {
                clear.line(u.request().owner(), g.x1() + "," + g.y1() + " " + g.x2() + "," + g.y2(), LineWeights.LEADER);
                double x = Double.parseDouble(g.x2());
                double y = Double.parseDouble(g.y2());
                clear.solid(u.owner(), new Clearance.Box(x - 1.5, y - 1.5, x + 1.5, y + 1.5));
            }
        }
        marked.marks().forEach(o -> clear.solid(o.owner(), o.shape().bounds().grow(Marks.INK)));
        orderArrows.forEach(o -> clear.solid("head:" + o.owner(), Arrowheads.of(o.item().head())));
        notes.forEach(n -> clear.solid("edge-note", noteBox(n)));
        // a building's dark fill hides words: only its own name may stand on it
        terrain.areas().stream().filter(a -> a.kind().equals("building")).forEach(a -> clear.dark("label:" + a.id(), Clearance.Box.around(a.points())));
        terrain.areas().stream().filter(a -> TerrainLayer.PATTERNED.contains(a.kind())).forEach(a -> clear.pattern(a.points()));
        // on an overview a line's name stands beside it, not struck through by it; on the table's sheets, where a name keeps off
        // the seams first, it may lie along its own line
        terrain.lines().forEach(l -> clear.line((options.onTable() ? "label:" : "line:") + l.id(), l.points(), LineWeights.terrain(l.kind())));
        terrain.crests().forEach(l -> clear.line("label:" + l.id(), l.points(), LineWeights.CREST));
        // an order's words stand beside its arrow, never struck through by it
        orderArrows.forEach(o -> clear.line("arrow:" + o.request().owner(), o.item().points(), LineWeights.ORDER + WORDS_OFF_ARROWS));
        reachLines.forEach(r -> clear.line(r.request().owner(), r.item().x1() + "," + r.item().y1() + " " + r.item().x2() + "," + r.item().y2(),
                LineWeights.REACH));
        zoneMarks.forEach(z -> clear.line(z.request().owner(), z.item().points() + " " + z.item().points().split(" ")[0], LineWeights.ZONE));

        List<UnitMark> unitMarks = sparse == Sparse.UNITS
                ? units.stream().map(p -> p.item()).map(u -> new UnitMark(u.box(), u.dot(), u.rotate(), Lettering.none(), u.symbol(),
                        u.sideClass(), u.hidden(), u.spot())).toList()
                : lettering.caption(units, (u, w) -> new UnitMark(u.box(), u.dot(), u.rotate(), w, u.symbol(), u.sideClass(),
                        u.hidden(), u.spot()));
        BiFunction<Symbol, MapView.Words, Symbol> symbol = (s, w) -> new Symbol(s.x(), s.y(), s.sideClass(), w, s.leader());
        List<Symbol> hqMarks = lettering.caption(hqs, symbol);
        // a map with a legend names the star there ("victory location"); the table's sheets have none, and say it by the star
        List<Symbol> objectiveMarks = options.legend() ? objectives.stream().map(o -> symbol.apply(o.item(), Lettering.none())).toList()
                : lettering.caption(objectives, symbol);
        List<Symbol> targetMarks = lettering.caption(targets, symbol);
        List<MapView.Words> labels = options.labels() ? lettering.names(terrain.names()) : List.of();
        List<MapView.Words> references = options.onTable() ? lettering.whereClear(GridReferences.requests(f, tw, td, GRID)) : List.of();
        List<Zone> zonesPlaced = options.labels() ? lettering.caption(zoneMarks, (z, w) -> new Zone(z.points(), z.sideClass(), w))
                : zoneMarks.stream().map(z -> new Zone(z.item().points(), z.item().sideClass(), Lettering.none())).toList();
        List<MapView.OrderArrow> orders = sparse != Sparse.NONE
                ? orderArrows.stream().map(o -> new MapView.OrderArrow(o.item().points(), o.item().head(), o.item().ticks(), o.item().sideClass(),
                        Lettering.none())).toList()
                : lettering.caption(orderArrows, (o, w) -> new MapView.OrderArrow(o.points(), o.head(), o.ticks(), o.sideClass(), w));
        List<MapView.Reach> reaches = lettering.caption(reachLines, (r, w) -> new MapView.Reach(r.x1(), r.y1(), r.x2(), r.y2(), r.sideClass(), w));
        MapKey mapKey = MapKey.of(lettering.keyed(), width, height, f.y(td), f.y(0), options.boxWidth() * 72, options.boxHeight() * 72,
                legend.grid(legendItems));
        List<MapView.KeyEntry> key = mapKey.entries();
        width = mapKey.width();
        height = mapKey.height();

        String scaleText = chosen == 1 ? "true scale (1:1): one inch on paper is one inch on the table"
                : "1 inch on this map = " + chosen + " inches on the table (1:" + chosen + ")";
        return new MapView(
                new MapView.Frame(Num.pt(width), Num.pt(height), Num.fmt(width / 72, 3), Num.fmt(height / 72, 3), Num.pt(width), Num.pt(height),
                        chosen, scaleText,
                        new Rect(Num.pt(f.x(0)), Num.pt(f.y(td)), Num.pt(tw * k), Num.pt(td * k))),
                new MapView.Ground(terrain.areas(), terrain.lines(), terrain.spots(), terrain.crests(),
                        options.buildingGrid() ? terrain.buildingGrid() : List.of(), options.onTable() ? "on-table" : ""),
                new MapView.Bearings(grid(f), options.labels() ? edgeLabels(f) : List.of(),
                        legend.scaleBar(), legend.north(), references),
                new MapView.Pieces(zonesPlaced, orders, reaches, unitMarks, hqMarks, targetMarks, objectiveMarks),
                new MapView.Captions(labels, notes, legend.entries(legendItems), key));
    }

    private int fitScale(List<String[]> items) {
        for (int s : SCALES) {
            LegendLayout l = legend(items, s);
            if (l.width() <= options.boxWidth() * 72 && l.height() <= options.boxHeight() * 72) {
                return s;
            }
        }
        return SCALES[SCALES.length - 1];
    }

    private LegendLayout legend(List<String[]> items, int scale) {
        double k = 72.0 / scale;
        double tw = scenario.table().width();
        double td = scenario.table().depth();
        return options.legend() ? LegendLayout.of(items, tw, td, scale, k, options.boxWidth() * 72, options.plan()) : LegendLayout.none(tw, td, scale, k);
    }

    private List<GridLine> grid(MapFrame f) {
        List<GridLine> out = new ArrayList<>();
        double tw = scenario.table().width();
        double td = scenario.table().depth();
        for (double gx = GRID; gx < tw - 1e-9; gx += GRID) {
            out.add(new GridLine(Num.pt(f.x(gx)), Num.pt(f.y(td)), Num.pt(f.x(gx)), Num.pt(f.y(0))));
        }
        for (double gy = GRID; gy < td - 1e-9; gy += GRID) {
            out.add(new GridLine(Num.pt(f.x(0)), Num.pt(f.y(gy)), Num.pt(f.x(tw)), Num.pt(f.y(gy))));
        }
        return out;
    }

    /** Columns lettered west to east along the top and bottom, rows numbered south to north. */
    private List<Label> edgeLabels(MapFrame f) {
        List<Label> out = new ArrayList<>();
        double tw = scenario.table().width();
        double td = scenario.table().depth();
        int cols = (int) Math.ceil(tw / GRID - 1e-9);
        int rows = (int) Math.ceil(td / GRID - 1e-9);
        for (int c = 0; c < cols; c++) {
            double cx = f.x(Math.min(tw, c * GRID + GRID / 2));
            String letter = Labels.column(c);
            out.add(new Label(Num.pt(cx), Num.pt(f.y(td) - 5), letter, "middle", "edge"));
            out.add(new Label(Num.pt(cx), Num.pt(f.y(0) + 11), letter, "middle", "edge"));
        }
        for (int r = 0; r < rows; r++) {
            double cy = f.y(Math.min(td, r * GRID + GRID / 2)) + 3;
            String number = String.valueOf(r + 1);
            out.add(new Label(Num.pt(f.x(0) - 4), Num.pt(cy), number, "end", "edge"));
            out.add(new Label(Num.pt(f.x(tw) + 4), Num.pt(cy), number, "start", "edge"));
        }
        return out;
    }

    /** Each side's deployment zone, its caption asked for inside its top-left corner, else any other inside it. */
    private List<PiecesLayer.Placeable<Zone>> zones(MapFrame f) {
        List<PiecesLayer.Placeable<Zone>> out = new ArrayList<>();
        for (Forces.SideOf s : Forces.sides(scenario)) {
            Side side = s.side();
            if (side.deploy().isEmpty() || side.deploy().get().outline().size() < 3) {
                continue;
            }
            List<Point> outline = side.deploy().get().outline();
            String caption = side.name() + " deployment";
            List<LabelPlacer.Candidate> near = ZoneCaption.candidates(f, outline, caption);
            out.add(new PiecesLayer.Placeable<>(new Zone(f.points(outline), s.sideClass(), null), new LabelPlacer.Request(caption,
                    "label:zone:" + side.id(), LabelStyle.ZONE, s.sideClass(), near.get(0).x(), near.get(0).y() - 5, near), "zone:" + side.id()));
        }
        return out;
    }

    /** The box an edge note covers, turned with it: its lines run inward from (x, y). */
    static Clearance.Box noteBox(MapView.EdgeText n) {
        double x = Double.parseDouble(n.x());
        double y = Double.parseDouble(n.y());
        double size = Double.parseDouble(n.size());
        double half = n.lines().stream().mapToDouble(l -> LabelStyle.ZONE.width(l.text(), size)).max().orElse(0) / 2;
        double deep = size + EdgeNoteSet.LEAD * size * (n.lines().size() - 1);
        return n.rotate().equals("0") ? new Clearance.Box(x - half, y - size, x + half, y - size + deep + 2)
                : new Clearance.Box(x - deep, y - half, x + deep, y + half);
    }

    /** The rule set's edge notes, centred along their edge just inside the table, reading along it, set to fit its length. */
    private List<MapView.EdgeText> edgeNotes(MapFrame f, SeamLines seams) {
        double tw = scenario.table().width();
        double td = scenario.table().depth();
        List<MapView.EdgeText> out = new ArrayList<>();
        for (RuleSetSheets.EdgeNote n : sheets.edgeNotes()) {
            boolean across = n.edge().equals("north") || n.edge().equals("south");
            double along = across ? f.x(tw) - f.x(0) : f.y(0) - f.y(td);
            EdgeNoteSet set = EdgeNoteSet.fit(n.text(), along - 2 * EdgeNoteSet.MARGIN);
            double inward = EdgeNoteSet.LEAD * set.size();
            double back = inward * (set.lines().size() - 1);
            double half = set.lines().stream().mapToDouble(l -> LabelStyle.ZONE.width(l, set.size())).max().orElse(0) / 2;
            double x = EdgeNoteSet.offSeams(f.x(tw / 2), half, seams.xs(), f.x(0), f.x(tw));
            double y = EdgeNoteSet.offSeams(f.y(td / 2), half, seams.ys(), f.y(td), f.y(0));
            double[] at = switch (n.edge()) {
                case "north" -> new double[] {x, f.y(td) + 9, 0, 0, inward};
                case "south" -> new double[] {x, f.y(0) - 4 - back, 0, 0, inward};
                case "west" -> new double[] {f.x(0) + 9, y, -90, inward, 0};
                case "east" -> new double[] {f.x(tw) - 9, y, 90, -inward, 0};
                default -> null;
            };
            if (at != null) {
                List<MapView.Label> lines = new ArrayList<>();
                for (int i = 0; i < set.lines().size(); i++) {
                    lines.add(new MapView.Label(Num.pt(at[0] + i * at[3]), Num.pt(at[1] + i * at[4]), set.lines().get(i), "middle", "edge-note"));
                }
                out.add(new MapView.EdgeText(Num.pt(at[0]), Num.pt(at[1]), Num.fmt(at[2], 0), n.text(), Num.pt(set.size()), lines));
            }
        }
        return out;
    }

    /** Where a target's mark goes: the spot, the middle of a line, the centre of an area, or its point. */
    public static Optional<Point> targetPoint(Scenario scenario, Target t) {
        if (t.at().isPresent()) {
            return t.at();
        }
        return t.feature().flatMap(scenario::feature).map(f -> anchor(f.shape()));
    }

    static Point anchor(Shape shape) {
        if (shape instanceof Shape.Spot s) {
            return s.at();
        }
        if (shape instanceof Shape.Path p) {
            return Geometry.midpoint(p.points());
        }
        return Geometry.centroid(shape.points());
    }
}
