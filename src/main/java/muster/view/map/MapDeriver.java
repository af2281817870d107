package muster.view.map;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.scenario.Terrain;
import muster.view.Forces;
import muster.view.Labels;
import muster.view.Num;
import muster.view.RuleSetSheets;
import muster.view.map.MapView.GridLine;
import muster.view.map.MapView.Label;
import muster.view.map.MapView.LegendItem;
import muster.view.map.MapView.Rect;
import muster.view.map.MapView.Symbol;
import muster.view.map.MapView.UnitMark;
import muster.view.map.MapView.Zone;

/**
 * Lays the table out on paper: picks the largest round scale that fits the box (or takes a fixed
 * one), then turns every feature, piece, grid line, label and legend entry into points. What
 * appears depends on the {@link Audience}.
 */
public final class MapDeriver {

    /** Map scales tried, largest first: one map inch for this many table inches. */
    static final int[] SCALES = {1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 48, 64, 96};
    static final double GRID = 6;
    static final double EDGE = 16;
    static final double LEGEND_ROW = 12;
    static final double LEGEND_ITEM_WIDTH = 88;
    static final double LEGEND_RESERVED_RIGHT = 130;

    private final Scenario scenario;
    private final MapOptions options;
    private final RuleSetSheets sheets;

    public MapDeriver(Scenario scenario, MapOptions options, RuleSetSheets sheets) {
        this.scenario = scenario;
        this.options = options;
        this.sheets = sheets;
    }

    public MapView derive() {
        double tw = scenario.table().width();
        double td = scenario.table().depth();
        int chosen = options.fixedScale() > 0 ? options.fixedScale() : fitScale(tw, td);
        double k = 72.0 / chosen;
        MapFrame f = new MapFrame(k, EDGE, EDGE, td);
        double width = tw * k + 2 * EDGE;
        List<String[]> legendItems = options.legend() ? legendItems() : List.of();
        double height = td * k + 2 * EDGE + (options.legend() ? legendHeight(legendRows(legendItems.size(), width)) : 0);

        TerrainLayer terrain = new TerrainLayer(scenario, options.audience(), f);
        PiecesLayer pieces = new PiecesLayer(scenario, options.audience(), f, sheets);
        List<UnitMark> units = options.pieces() ? pieces.units() : List.of();
        List<Symbol> hqs = options.pieces() ? pieces.hqs() : List.of();
        List<Symbol> targets = options.pieces() ? pieces.targets() : List.of();

        LabelPlacer placer = new LabelPlacer(new LabelPlacer.Box(f.x(0), f.y(td), f.x(tw), f.y(0)));
        for (UnitMark u : units) {
            placer.obstacle(PiecesLayer.footprint(u));
            UnitMark.Caption c = u.caption();
            placer.obstacle(LabelPlacer.box(c.label(), 5.5,
                    new LabelPlacer.Candidate(Double.parseDouble(c.labelX()), Double.parseDouble(c.labelY()), c.labelAnchor())));
        }
        for (Symbol s : concat(hqs, targets)) {
            double x = Double.parseDouble(s.x());
            double y = Double.parseDouble(s.y());
            placer.obstacle(new LabelPlacer.Box(x - 6, y - 10, x + 7, y + 6));
            placer.obstacle(LabelPlacer.box(s.label(), 6.5,
                    new LabelPlacer.Candidate(Double.parseDouble(s.labelX()), Double.parseDouble(s.labelY()), "start")));
        }
        List<Label> labels = new ArrayList<>();
        List<MapView.OrderArrow> orders = new ArrayList<>();
        for (PiecesLayer.Placeable<MapView.OrderArrow> o : options.pieces() ? pieces.orders() : List.<PiecesLayer.Placeable<MapView.OrderArrow>>of()) {
            LabelPlacer.Candidate c = placer.place(o.item().label(), 5.5, o.candidates());
            orders.add(new MapView.OrderArrow(o.item().points(), o.item().head(), o.item().label(), Num.pt(c.x()), Num.pt(c.y()),
                    o.item().sideClass()));
        }
        List<MapView.Reach> reaches = new ArrayList<>();
        for (PiecesLayer.Placeable<MapView.Reach> r : options.pieces() ? pieces.reaches() : List.<PiecesLayer.Placeable<MapView.Reach>>of()) {
            LabelPlacer.Candidate c = placer.place(r.item().label(), 5, r.candidates());
            MapView.Reach x = r.item();
            reaches.add(new MapView.Reach(x.x1(), x.y1(), x.x2(), x.y2(), x.label(), Num.pt(c.x()), Num.pt(c.y()), x.sideClass()));
        }
        for (TerrainLayer.Named n : options.labels() ? terrain.names() : List.<TerrainLayer.Named>of()) {
            LabelPlacer.Candidate c = placer.place(n.text(), n.size(), n.candidates());
            labels.add(new Label(Num.pt(c.x()), Num.pt(c.y()), n.text(), c.anchor(), n.role()));
        }

        String scaleText = chosen == 1 ? "true scale (1:1): one inch on paper is one inch on the table"
                : "1 inch on this map = " + chosen + " inches on the table (1:" + chosen + ")";
        return new MapView(
                new MapView.Frame(Num.pt(width), Num.pt(height), Num.fmt(width / 72, 3), Num.fmt(height / 72, 3), chosen, scaleText,
                        new Rect(Num.pt(f.x(0)), Num.pt(f.y(td)), Num.pt(tw * k), Num.pt(td * k))),
                new MapView.Ground(terrain.areas(), terrain.lines(), terrain.spots(), terrain.crests(),
                        options.buildingGrid() ? terrain.buildingGrid() : List.of()),
                new MapView.Bearings(grid(f), options.labels() ? edgeLabels(f) : List.of(),
                        options.legend() ? scaleBar(f, chosen) : new MapView.ScaleBar(List.of(), List.of(), List.of()),
                        options.legend() ? List.of(north(f)) : List.of()),
                new MapView.Pieces(zones(f, options.labels()), orders, reaches, units, hqs, targets,
                        options.pieces() ? pieces.objectives() : List.of()),
                new MapView.Captions(labels, options.labels() ? edgeNotes(f) : List.of(),
                        legend(legendItems, width, td * k + 2 * EDGE + 12)));
    }

    private int fitScale(double tw, double td) {
        int items = options.legend() ? legendItems().size() : 0;
        for (int s : SCALES) {
            double w = tw / s * 72 + 2 * EDGE;
            double h = td / s * 72 + 2 * EDGE + (options.legend() ? legendHeight(legendRows(items, w)) : 0);
            if (w <= options.boxWidth() * 72 && h <= options.boxHeight() * 72) {
                return s;
            }
        }
        return SCALES[SCALES.length - 1];
    }

    private static double legendHeight(int rows) {
        return 10 + Math.max(rows, 3) * LEGEND_ROW + 4;
    }

    private static int legendRows(int items, double width) {
        int perRow = Math.max(1, (int) ((width - LEGEND_RESERVED_RIGHT) / LEGEND_ITEM_WIDTH));
        return (items + perRow - 1) / perRow;
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

    /** A bar of table inches in alternating blocks, sized to read at this scale. */
    private MapView.ScaleBar scaleBar(MapFrame f, int chosen) {
        double length = chosen <= 2 ? 6 : chosen <= 10 ? 12 : 24;
        double step = length / 4;
        double left = f.x(scenario.table().width()) - LEGEND_RESERVED_RIGHT + 4;
        double top = f.y(0) + 22;
        List<Rect> dark = new ArrayList<>();
        List<Rect> light = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Rect r = new Rect(Num.pt(left + i * step * f.k()), Num.pt(top), Num.pt(step * f.k()), Num.pt(4));
            (i % 2 == 0 ? dark : light).add(r);
        }
        List<Label> labels = List.of(
                new Label(Num.pt(left), Num.pt(top + 13), "0", "middle", "scale"),
                new Label(Num.pt(left + length / 2 * f.k()), Num.pt(top + 13), Num.fmt(length / 2, 1), "middle", "scale"),
                new Label(Num.pt(left + length * f.k()), Num.pt(top + 13), Num.fmt(length, 1) + " in", "middle", "scale"),
                new Label(Num.pt(left), Num.pt(top + 25), "table inches (1:" + chosen + ")", "start", "scale"));
        return new MapView.ScaleBar(dark, light, labels);
    }

    private Symbol north(MapFrame f) {
        double nx = f.x(scenario.table().width()) - 8;
        double ny = f.y(0) + 50;
        return new Symbol(Num.pt(nx), Num.pt(ny), "N", "", Num.pt(nx), Num.pt(ny + 11));
    }

    private List<Zone> zones(MapFrame f, boolean labelled) {
        List<Zone> out = new ArrayList<>();
        for (Forces.SideOf s : Forces.sides(scenario)) {
            Side side = s.side();
            if (side.deploy().isEmpty() || side.deploy().get().outline().size() < 3) {
                continue;
            }
            List<Point> outline = side.deploy().get().outline();
            double top = outline.stream().mapToDouble(Point::y).max().orElse(0);
            double west = outline.stream().mapToDouble(Point::x).min().orElse(0);
            out.add(new Zone(f.points(outline), s.sideClass(), labelled ? side.name() + " deployment" : "",
                    Num.pt(f.x(west) + 4), Num.pt(f.y(top) + 9)));
        }
        return out;
    }

    /** The rule set's edge notes, centred along their edge just inside the table, reading along it. */
    private List<MapView.EdgeText> edgeNotes(MapFrame f) {
        double tw = scenario.table().width();
        double td = scenario.table().depth();
        List<MapView.EdgeText> out = new ArrayList<>();
        for (RuleSetSheets.EdgeNote n : sheets.edgeNotes()) {
            double[] at = switch (n.edge()) {
                case "north" -> new double[] {f.x(tw / 2), f.y(td) + 9, 0};
                case "south" -> new double[] {f.x(tw / 2), f.y(0) - 4, 0};
                case "west" -> new double[] {f.x(0) + 9, f.y(td / 2), -90};
                case "east" -> new double[] {f.x(tw) - 9, f.y(td / 2), 90};
                default -> null;
            };
            if (at != null) {
                out.add(new MapView.EdgeText(Num.pt(at[0]), Num.pt(at[1]), Num.fmt(at[2], 0), n.text()));
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

    /** Legend entries: the terrain kinds shown, then the marks this map carries. */
    private List<String[]> legendItems() {
        Set<String> kinds = new LinkedHashSet<>();
        List<Terrain> shown = scenario.terrain().stream().filter(t -> options.audience().sees(t.hidden(), t.side())).toList();
        for (String k : TerrainLayer.PAINT_ORDER) {
            if (!k.equals("open") && shown.stream().anyMatch(t -> t.kind().equals(k))) {
                kinds.add(k);
            }
        }
        List<String[]> items = new ArrayList<>();
        for (String kind : kinds) {
            Terrain sample = shown.stream().filter(t -> t.kind().equals(kind)).findFirst().orElseThrow();
            String swatch = sample.shape() instanceof Shape.Outline ? "area" : sample.shape() instanceof Shape.Path ? "line" : "spot";
            items.add(new String[] {kind, swatch, legendText(kind)});
        }
        if (shown.stream().anyMatch(t -> t.crest().size() >= 2)) {
            items.add(new String[] {"crest", "line", "ridge crest"});
        }
        if (options.pieces()) {
            items.add(new String[] {"unit", "unit", "unit (front thick)"});
            items.add(new String[] {"hq", "hq", "headquarters"});
            if (scenario.targets().stream().anyMatch(t -> options.audience().seesPlansOf(t.side()))) {
                items.add(new String[] {"target", "target", "pre-spotted target"});
            }
            if (scenario.sides().stream().anyMatch(s -> options.audience().seesPlansOf(s.id())
                    && s.formations().stream().anyMatch(fm -> fm.orders().isPresent()))) {
                items.add(new String[] {"order", "order", "standing order"});
            }
            if (scenario.victory().stream().anyMatch(v -> v.feature().isPresent() || v.at().isPresent())) {
                items.add(new String[] {"objective", "objective", "victory location"});
            }
        }
        if (scenario.sides().stream().anyMatch(s -> s.deploy().isPresent())) {
            items.add(new String[] {"zone", "zone", "deployment zone"});
        }
        return items;
    }

    private List<LegendItem> legend(List<String[]> items, double width, double top) {
        int perRow = Math.max(1, (int) ((width - LEGEND_RESERVED_RIGHT) / LEGEND_ITEM_WIDTH));
        List<LegendItem> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            double lx = EDGE + (i % perRow) * LEGEND_ITEM_WIDTH;
            double ly = top + 8 + (i / perRow) * LEGEND_ROW;
            String[] it = items.get(i);
            out.add(new LegendItem(it[0], it[1], it[2], new LegendItem.Points(Num.pt(lx), Num.pt(ly - 8), Num.pt(lx + 22), Num.pt(ly),
                    Num.pt(lx + 16), Num.pt(lx + 8), Num.pt(ly - 3.5))));
        }
        return out;
    }

    static String legendText(String kind) {
        return switch (kind) {
            case "barbed-wire" -> "barbed wire";
            case "artillery-emplacement" -> "gun emplacement";
            case "hill" -> "hill (level)";
            default -> kind;
        };
    }

    @SafeVarargs
    private static <T> List<T> concat(List<T>... lists) {
        List<T> out = new ArrayList<>();
        for (List<T> l : lists) {
            out.addAll(l);
        }
        return out;
    }
}
