package muster.view.map;

import java.util.ArrayList;
import java.util.Comparator;
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
import muster.scenario.Unit;
import muster.view.Labels;
import muster.view.Num;
import muster.view.map.MapView.Area;
import muster.view.map.MapView.GridLine;
import muster.view.map.MapView.Label;
import muster.view.map.MapView.LegendItem;
import muster.view.map.MapView.Line;
import muster.view.map.MapView.Rect;
import muster.view.map.MapView.Spot;
import muster.view.map.MapView.Symbol;
import muster.view.map.MapView.UnitMark;
import muster.view.map.MapView.Zone;

/**
 * Lays the table out on a page: picks the largest round scale that fits the box, then turns
 * every feature, unit and mark into points. What a viewer may see is decided by {@code viewer}:
 * empty for the game master (everything), else a side id (its own hidden things, not the enemy's).
 */
public final class MapDeriver {

    /** Map scales tried, largest first: one map inch for this many table inches. */
    static final int[] SCALES = {1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, 48, 64, 96};
    static final double GRID = 6;
    static final double EDGE = 16;
    static final double LEGEND_ROW = 12;
    static final double LEGEND_ITEM_WIDTH = 100;
    static final double LEGEND_RESERVED_RIGHT = 150;

    /** The order terrain is painted in: ground first, hills by level, cover, lines, works, spots. */
    static final List<String> PAINT_ORDER = List.of("open", "field", "marsh", "rough", "hill", "woods", "jungle", "town", "fort",
            "building", "river", "stream", "road", "track", "railway", "earthworks", "wall", "trench", "barbed-wire", "ford",
            "bridge", "crossroads", "blockhouse", "artillery-emplacement");

    /** Kinds whose names a player navigates by; works and ground cover go unlabelled to keep the map legible. */
    static final Set<String> LABELLED = Set.of("hill", "town", "fort", "woods", "jungle", "marsh", "river", "stream", "road",
            "railway", "blockhouse", "building", "ford", "bridge", "crossroads");
    /** Of those, the kinds labelled only when the scenario names them. */
    static final Set<String> NAMED_ONLY = Set.of("woods", "jungle", "marsh", "stream", "road", "railway", "building");

    private final Scenario scenario;
    private final Optional<String> viewer;
    private final double baseInches;
    private double k;
    private double offX;
    private double offY;

    /**
     * @param baseInches the frontage of one counted element (a base) in table inches, to draw
     *     units to their true footprint
     */
    public MapDeriver(Scenario scenario, Optional<String> viewer, double baseInches) {
        this.scenario = scenario;
        this.viewer = viewer;
        this.baseInches = baseInches;
    }

    /** Derives the map to fit a box of {@code boxWidth} x {@code boxHeight} inches. */
    public MapView derive(double boxWidth, double boxHeight) {
        double tw = scenario.table().width();
        double td = scenario.table().depth();
        int chosen = SCALES[SCALES.length - 1];
        for (int s : SCALES) {
            double w = tw / s * 72 + 2 * EDGE;
            double h = td / s * 72 + 2 * EDGE + legendHeight(legendRows(legendKinds().size() + 4, w));
            if (w <= boxWidth * 72 && h <= boxHeight * 72) {
                chosen = s;
                break;
            }
        }
        k = 72.0 / chosen;
        offX = EDGE;
        offY = EDGE;
        double width = tw * k + 2 * EDGE;
        double height = td * k + 2 * EDGE + legendHeight(legendRows(legendKinds().size() + 4, width));
        String scaleText = chosen == 1 ? "1:1, true scale" : "1 inch on this map = " + chosen + " inches on the table (1:" + chosen + ")";
        return new MapView(Num.pt(width), Num.pt(height), Num.fmt(width / 72, 3), Num.fmt(height / 72, 3), scaleText,
                new Rect(Num.pt(x(0)), Num.pt(y(td)), Num.pt(tw * k), Num.pt(td * k)),
                areas(), lines(), spots(), crests(), grid(), edgeLabels(), scaleBar(chosen, height), north(width, height),
                zones(), units(), hqs(), targets(), labels(), legend(width, td * k + 2 * EDGE + 12));
    }

    private static double legendHeight(int rows) {
        return 10 + Math.max(rows, 3) * LEGEND_ROW + 4;
    }

    private static int legendRows(int items, double width) {
        int perRow = Math.max(1, (int) ((width - LEGEND_RESERVED_RIGHT) / LEGEND_ITEM_WIDTH));
        return (items + perRow - 1) / perRow;
    }

    double x(double tableX) {
        return offX + tableX * k;
    }

    double y(double tableY) {
        return offY + (scenario.table().depth() - tableY) * k;
    }

    private String points(List<Point> pts) {
        StringBuilder s = new StringBuilder();
        for (Point p : pts) {
            if (s.length() > 0) {
                s.append(' ');
            }
            s.append(Num.pt(x(p.x()))).append(',').append(Num.pt(y(p.y())));
        }
        return s.toString();
    }

    private boolean visible(boolean hidden, Optional<String> owner) {
        return !hidden || viewer.isEmpty() || owner.equals(viewer);
    }

    private List<Terrain> paintOrder() {
        return scenario.terrain().stream()
                .filter(t -> visible(t.hidden(), t.side()))
                .sorted(Comparator.comparingInt((Terrain t) -> order(t.kind())).thenComparingInt(t -> t.level().orElse(0)))
                .toList();
    }

    private static int order(String kind) {
        int i = PAINT_ORDER.indexOf(kind);
        return i < 0 ? PAINT_ORDER.size() : i;
    }

    private List<Area> areas() {
        return paintOrder().stream().filter(t -> t.shape() instanceof Shape.Outline)
                .map(t -> new Area(t.id(), t.kind(), t.level().orElse(0), points(t.shape().points()), t.hidden())).toList();
    }

    private List<Line> lines() {
        return paintOrder().stream().filter(t -> t.shape() instanceof Shape.Path)
                .map(t -> new Line(t.id(), t.kind(), points(t.shape().points()), t.hidden())).toList();
    }

    private List<Spot> spots() {
        return paintOrder().stream().filter(t -> t.shape() instanceof Shape.Spot s)
                .map(t -> {
                    Point p = ((Shape.Spot) t.shape()).at();
                    return new Spot(t.id(), t.kind(), Num.pt(x(p.x())), Num.pt(y(p.y())), t.hidden());
                }).toList();
    }

    private List<Line> crests() {
        return paintOrder().stream().filter(t -> t.crest().size() >= 2)
                .map(t -> new Line(t.id(), "crest", points(t.crest()), t.hidden())).toList();
    }

    private List<GridLine> grid() {
        List<GridLine> out = new ArrayList<>();
        double tw = scenario.table().width();
        double td = scenario.table().depth();
        for (double gx = GRID; gx < tw - 1e-9; gx += GRID) {
            out.add(new GridLine(Num.pt(x(gx)), Num.pt(y(td)), Num.pt(x(gx)), Num.pt(y(0))));
        }
        for (double gy = GRID; gy < td - 1e-9; gy += GRID) {
            out.add(new GridLine(Num.pt(x(0)), Num.pt(y(gy)), Num.pt(x(tw)), Num.pt(y(gy))));
        }
        return out;
    }

    /** Columns lettered west to east along the top and bottom, rows numbered south to north. */
    private List<Label> edgeLabels() {
        List<Label> out = new ArrayList<>();
        double tw = scenario.table().width();
        double td = scenario.table().depth();
        int cols = (int) Math.ceil(tw / GRID - 1e-9);
        int rows = (int) Math.ceil(td / GRID - 1e-9);
        for (int c = 0; c < cols; c++) {
            double cx = x(Math.min(tw, c * GRID + GRID / 2));
            String letter = Labels.column(c);
            out.add(new Label(Num.pt(cx), Num.pt(y(td) - 5), letter, "middle", "edge"));
            out.add(new Label(Num.pt(cx), Num.pt(y(0) + 11), letter, "middle", "edge"));
        }
        for (int r = 0; r < rows; r++) {
            double cy = y(Math.min(td, r * GRID + GRID / 2)) + 3;
            String number = String.valueOf(r + 1);
            out.add(new Label(Num.pt(x(0) - 4), Num.pt(cy), number, "end", "edge"));
            out.add(new Label(Num.pt(x(tw) + 4), Num.pt(cy), number, "start", "edge"));
        }
        return out;
    }

    /** A bar of table inches in alternating blocks, sized to read at this scale. */
    private MapView.ScaleBar scaleBar(int chosen, double height) {
        double length = chosen <= 2 ? 6 : chosen <= 10 ? 12 : 24;
        double step = length / 4;
        double left = x(scenario.table().width()) - LEGEND_RESERVED_RIGHT + 10;
        double top = y(0) + 26;
        List<Rect> dark = new ArrayList<>();
        List<Rect> light = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Rect r = new Rect(Num.pt(left + i * step * k), Num.pt(top), Num.pt(step * k), Num.pt(4));
            (i % 2 == 0 ? dark : light).add(r);
        }
        List<Label> labels = List.of(
                new Label(Num.pt(left), Num.pt(top + 13), "0", "middle", "scale"),
                new Label(Num.pt(left + length / 2 * k), Num.pt(top + 13), Num.fmt(length / 2, 1), "middle", "scale"),
                new Label(Num.pt(left + length * k), Num.pt(top + 13), Num.fmt(length, 1) + " in", "middle", "scale"),
                new Label(Num.pt(left), Num.pt(top + 25), "table inches (1:" + chosen + ")", "start", "scale"));
        return new MapView.ScaleBar(dark, light, labels);
    }

    private Symbol north(double width, double height) {
        double nx = x(scenario.table().width()) - 14;
        double ny = y(0) + 40;
        return new Symbol(Num.pt(nx), Num.pt(ny), "N", "", Num.pt(nx), Num.pt(ny + 11));
    }

    private List<Zone> zones() {
        List<Zone> out = new ArrayList<>();
        for (int i = 0; i < scenario.sides().size(); i++) {
            Side side = scenario.sides().get(i);
            if (side.deploy().isEmpty() || side.deploy().get().outline().size() < 3) {
                continue;
            }
            List<Point> outline = side.deploy().get().outline();
            double top = outline.stream().mapToDouble(Point::y).max().orElse(0);
            double west = outline.stream().mapToDouble(Point::x).min().orElse(0);
            out.add(new Zone(points(outline), Labels.sideClass(i), side.name() + " deployment",
                    Num.pt(x(west) + 4), Num.pt(y(top) + 9)));
        }
        return out;
    }

    private List<UnitMark> units() {
        List<UnitMark> out = new ArrayList<>();
        for (int i = 0; i < scenario.sides().size(); i++) {
            Side side = scenario.sides().get(i);
            for (Unit u : side.units()) {
                if (u.at().isEmpty() || !visible(u.hidden(), Optional.of(side.id()))) {
                    continue;
                }
                Point p = u.at().get();
                double w = Math.max(1, u.count().orElse(1)) * baseInches * k;
                double d = baseInches * k;
                double facing = Math.toRadians(u.facing().orElse(0.0));
                double backX = -Math.sin(facing);
                double backY = Math.cos(facing);
                double cx = x(p.x());
                double cy = y(p.y());
                // the box's depth runs along the backward direction, so its back edge is d/2 behind the centre
                double reach = d / 2;
                double lx = cx + backX * (reach + 3);
                double ly = cy + backY * (reach + 3) + (backY > 0.5 ? 5 : backY < -0.5 ? -1 : 2);
                String anchor = backX > 0.5 ? "start" : backX < -0.5 ? "end" : "middle";
                out.add(new UnitMark(Num.pt(cx), Num.pt(cy), Num.pt(w), Num.pt(d), Num.pt(-w / 2), Num.pt(-d / 2),
                        Num.pt(w / 2), Num.pt(d / 2), Num.pt(d * 0.22), Num.fmt(u.facing().orElse(0.0), 1), Labels.shortLabel(u),
                        Num.pt(lx), Num.pt(ly), anchor, u.type(),
                        Labels.sideClass(i), u.hidden()));
            }
        }
        return out;
    }

    private List<Symbol> hqs() {
        List<Symbol> out = new ArrayList<>();
        for (int i = 0; i < scenario.sides().size(); i++) {
            Side side = scenario.sides().get(i);
            final int index = i;
            side.hq().flatMap(h -> h.at().map(p -> new Symbol(Num.pt(x(p.x())), Num.pt(y(p.y())), h.name(), Labels.sideClass(index),
                            Num.pt(x(p.x()) + 8), Num.pt(y(p.y()) - 4))))
                    .ifPresent(out::add);
        }
        return out;
    }

    /** Pre-spotted targets, numbered T1, T2... in file order; a side sees only its own. */
    private List<Symbol> targets() {
        List<Symbol> out = new ArrayList<>();
        int n = 0;
        for (Target t : scenario.targets()) {
            n++;
            if (viewer.isPresent() && !viewer.get().equals(t.side())) {
                continue;
            }
            Optional<Point> p = targetPoint(scenario, t);
            int sideIndex = sideIndex(t.side());
            if (p.isPresent()) {
                double tx = x(p.get().x());
                double ty = y(p.get().y());
                out.add(new Symbol(Num.pt(tx), Num.pt(ty), "T" + n, Labels.sideClass(sideIndex), Num.pt(tx + 6), Num.pt(ty - 6)));
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

    private int sideIndex(String sideId) {
        for (int i = 0; i < scenario.sides().size(); i++) {
            if (scenario.sides().get(i).id().equals(sideId)) {
                return i;
            }
        }
        return 0;
    }

    /** Names of the features a player navigates by. */
    private List<Label> labels() {
        List<Label> out = new ArrayList<>();
        for (Terrain t : paintOrder()) {
            if (!LABELLED.contains(t.kind()) || (t.name().isEmpty() && NAMED_ONLY.contains(t.kind()))) {
                continue;
            }
            Point p = anchor(t.shape());
            if (t.shape() instanceof Shape.Spot) {
                out.add(new Label(Num.pt(x(p.x()) + 6), Num.pt(y(p.y()) - 5), t.displayName(), "start", "feature"));
            } else if (t.shape() instanceof Shape.Path) {
                out.add(new Label(Num.pt(x(p.x()) + 4), Num.pt(y(p.y()) - 4), t.displayName(), "start", "line-feature"));
            } else {
                out.add(new Label(Num.pt(x(p.x())), Num.pt(y(p.y()) + 3), t.displayName(), "middle",
                        t.kind().equals("hill") ? "hill" : "area"));
            }
        }
        return out;
    }

    private List<String> legendKinds() {
        Set<String> kinds = new LinkedHashSet<>();
        for (String k : PAINT_ORDER) {
            if (scenario.terrain().stream().anyMatch(t -> t.kind().equals(k) && visible(t.hidden(), t.side())) && !k.equals("open")) {
                kinds.add(k);
            }
        }
        return List.copyOf(kinds);
    }

    /** Only the kinds that appear, then the marks every map carries. */
    private List<LegendItem> legend(double width, double top) {
        List<String[]> items = new ArrayList<>();
        for (String kind : legendKinds()) {
            Terrain sample = scenario.terrain().stream().filter(t -> t.kind().equals(kind)).findFirst().orElseThrow();
            String swatch = sample.shape() instanceof Shape.Outline ? "area" : sample.shape() instanceof Shape.Path ? "line" : "spot";
            items.add(new String[] {kind, swatch, legendText(kind)});
        }
        items.add(new String[] {"unit", "unit", "unit, front edge thick"});
        items.add(new String[] {"hq", "hq", "headquarters"});
        if (!scenario.targets().isEmpty()) {
            items.add(new String[] {"target", "target", "pre-spotted target"});
        }
        if (scenario.sides().stream().anyMatch(s -> s.deploy().isPresent())) {
            items.add(new String[] {"zone", "zone", "deployment zone"});
        }
        int perRow = Math.max(1, (int) ((width - LEGEND_RESERVED_RIGHT) / LEGEND_ITEM_WIDTH));
        List<LegendItem> out = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            double lx = EDGE + (i % perRow) * LEGEND_ITEM_WIDTH;
            double ly = top + 8 + (i / perRow) * LEGEND_ROW;
            String[] it = items.get(i);
            out.add(new LegendItem(it[0], it[1], it[2], Num.pt(lx), Num.pt(ly - 8), Num.pt(lx + 22), Num.pt(ly), Num.pt(lx + 16),
                    Num.pt(lx + 8), Num.pt(ly - 3.5)));
        }
        return out;
    }

    static String legendText(String kind) {
        return switch (kind) {
            case "barbed-wire" -> "barbed wire";
            case "artillery-emplacement" -> "gun emplacement";
            case "hill" -> "hill (darker = higher)";
            default -> kind;
        };
    }
}
