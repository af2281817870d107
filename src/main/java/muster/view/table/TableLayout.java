package muster.view.table;

import static muster.view.table.Tiling.BLEED;
import static muster.view.table.Tiling.MARGIN;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import muster.scenario.Scenario;
import muster.view.Labels;
import muster.view.MapScale;
import muster.view.Num;
import muster.view.PageSize;
import muster.view.Paper;
import muster.view.RuleSetSheets;
import muster.view.map.MapDeriver;
import muster.view.map.MapOptions;
import muster.view.map.MapView;
import muster.view.table.TableView.Line;
import muster.view.table.TableView.Place;
import muster.view.table.TableView.Sheet;
import muster.view.table.TableView.Text;

/**
 * Cuts the public terrain map, drawn at a fixed scale, into sheets of paper as {@link Tiling}
 * lays them: each sheet prints its part of the table from its top left corner, and its right and
 * bottom neighbours are trimmed along their dashed lines and glued over its strips, their edges on
 * its seam lines and the short ticks running on across each join. The names of the grid squares
 * are set on each sheet where they print whole.
 */
public final class TableLayout {

    /** The map drawing's margin around the table (grid letters), as the map deriver makes it. */
    static final double EDGE = 16;
    /** How far an alignment tick reaches either side of a join. */
    static final double TICK = 7;
    /** The table's edge line, half outside the table, printed whole. */
    static final double INK = 1;

    private TableLayout() {
    }

    public static TableView layout(Scenario scenario, RuleSetSheets sheets, Paper paper, int scale) {
        return layout(scenario, sheets, TablePaper.of(paper), paper, scale, false);
    }

    public static TableView layout(Scenario scenario, RuleSetSheets sheets, Paper paper, int scale, boolean skipBlank) {
        return layout(scenario, sheets, TablePaper.of(paper), paper, scale, skipBlank);
    }

    /**
     * The table cut into sheets of {@code paper}, with its index page on {@code indexPaper}; with
     * {@code skipBlank}, sheets that hold only grid and open ground are left out (the index marks
     * their places) and, of the two ways to turn the paper, the one printing fewer sheets is taken.
     */
    public static TableView layout(Scenario scenario, RuleSetSheets sheets, TablePaper paper, Paper indexPaper, int scale,
            boolean skipBlank) {
        MapOptions options = MapOptions.table(sheets.buildingGrid(), scale);
        MapView first = new MapDeriver(scenario, options, sheets).derive();
        double tw = scenario.table().width() * Tiling.PT / scale;
        double td = scenario.table().depth() * Tiling.PT / scale;
        Tiling.Grid grid = Tiling.choose(tw, td, paper, g -> skipBlank ? count(leftOut(grounds(first, g)), false) : 0);
        // the sheets are chosen from the map, and then its names are set again off the sheets' seams
        MapView full = grid.sheets() == 1 ? first : new MapDeriver(scenario, options.cutAt(seams(scenario, grid, scale)), sheets).derive();
        String[][] grounds = skipBlank ? grounds(full, grid) : new String[grid.down().count()][grid.across().count()];
        boolean[][] plain = leftOut(grounds);
        List<Sheet> out = new ArrayList<>();
        GroundNames ground = new GroundNames(scenario, full, scale);
        for (int r = 0; r < grid.down().count(); r++) {
            for (int c = 0; c < grid.across().count(); c++) {
                if (!plain[r][c]) {
                    out.add(sheet(scenario, full, grid, plain, scale, r, c, ground));
                }
            }
        }
        PageSize indexPage = PageSize.of(indexPaper.width() * Tiling.PT, indexPaper.height() * Tiling.PT);
        String scaleText = scale == 1 ? "true scale (1:1)" : "1:" + scale + " (one paper inch is " + scale + " table inches)";
        String paperWords = paper.name() + (paper.roll() ? ", cut " + Num.fmt(Math.max(grid.width(), grid.height()) / Tiling.PT, 1) + " in long"
                : grid.width() > grid.height() ? " turned sideways" : " upright");
        TableIndex.Index index = TableIndex.page(new TableIndex.Context(scenario, grid, grounds, scale, scaleText, paperWords), sheets,
                indexPage);
        MapView drawn = new MapView(full.frame(), full.ground(), new MapView.Bearings(full.bearings().grid(),
                full.bearings().edgeLabels(), full.bearings().scaleBar(), full.bearings().north(), List.of()), onTable(full.pieces()), full.captions());
        return new TableView(scenario.title(), new MapScale(scale, scaleText), paperWords, PageSize.of(grid.width(), grid.height()),
                indexPage, grid.down().count(), grid.across().count(), count(plain, true), new TableView.Maps(drawn, index.overview()),
                index.page(), out);
    }

    /** Where the grid's sheets meet, in table inches from its west and south edges. */
    private static MapOptions.Seams seams(Scenario scenario, Tiling.Grid g, int scale) {
        List<Double> west = new ArrayList<>();
        List<Double> south = new ArrayList<>();
        for (int c = 1; c < g.across().count(); c++) {
            west.add(g.across().start(c) * scale / Tiling.PT);
        }
        for (int r = 1; r < g.down().count(); r++) {
            south.add(scenario.table().depth() - g.down().start(r) * scale / Tiling.PT);
        }
        return new MapOptions.Seams(west, south);
    }

    /** Deployment zones drawn as a broad pale band on the sheets, where a dashed edge would read as a line to cut along. */
    private static MapView.Pieces onTable(MapView.Pieces p) {
        List<MapView.Zone> zones = p.zones().stream().map(z -> new MapView.Zone(z.points(), z.sideClass() + " on-table", z.caption())).toList();
        return new MapView.Pieces(zones, p.orders(), p.reaches(), p.units(), p.hqs(), p.targets(), p.objectives());
    }

    /**
     * A sheet's name, "Sheet 12": numbered in reading order, row by row from the top left, so it is never taken for a grid
     * square ("C8") of the map it shows.
     */
    public static String name(int row, int col, int across) {
        return "Sheet " + number(row, col, across);
    }

    static int number(int row, int col, int across) {
        return row * across + col + 1;
    }

    /** The part of the table sheet (r, c) shows once glued, in map points. */
    static Place shown(Tiling.Grid g, int r, int c) {
        return new Place(EDGE + g.across().start(c), EDGE + g.down().start(r), g.across().shown(c), g.down().shown(r));
    }

    /** What each sheet left out shows ("" grid and open ground, "jungle" that ground alone), null for each sheet printed. */
    static String[][] grounds(MapView map, Tiling.Grid g) {
        String[][] out = new String[g.down().count()][g.across().count()];
        for (int r = 0; r < out.length; r++) {
            for (int c = 0; c < out[r].length; c++) {
                out[r][c] = PlainSheets.ground(map, shown(g, r, c)).orElse(null);
            }
        }
        return out;
    }

    /** Which sheets are left out: those whose ground is known. */
    static boolean[][] leftOut(String[][] grounds) {
        boolean[][] out = new boolean[grounds.length][];
        for (int r = 0; r < grounds.length; r++) {
            out[r] = new boolean[grounds[r].length];
            for (int c = 0; c < grounds[r].length; c++) {
                out[r][c] = grounds[r][c] != null;
            }
        }
        return out;
    }

    /** How many sheets are left out ({@code leftOut}), or printed. */
    static int count(boolean[][] plain, boolean leftOut) {
        int n = 0;
        for (boolean[] row : plain) {
            for (boolean p : row) {
                n += p == leftOut ? 1 : 0;
            }
        }
        return n;
    }

    private static Sheet sheet(Scenario scenario, MapView full, Tiling.Grid g, boolean[][] plain, int scale, int r, int c, GroundNames ground) {
        int rows = g.down().count();
        int cols = g.across().count();
        Place shown = shown(g, r, c);
        double west = c == 0 ? INK : 0;
        double north = r == 0 ? INK : 0;
        double east = c < cols - 1 ? BLEED : INK;
        double south = r < rows - 1 ? BLEED : INK;
        Place window = new Place(shown.x() - west, shown.y() - north, shown.width() + west + east, shown.height() + north + south);
        Place content = new Place(MARGIN - west, MARGIN - north, window.width(), window.height());
        double seamX = MARGIN + shown.width();
        double seamY = MARGIN + shown.height();
        double pw = g.width();
        double ph = g.height();
        List<Line> lines = new ArrayList<>();
        if (c > 0) {
            lines.add(line(MARGIN, 0, MARGIN, ph, "trim"));
        }
        if (r > 0) {
            lines.add(line(0, MARGIN, pw, MARGIN, "trim"));
        }
        if (c < cols - 1) {
            lines.add(line(seamX, MARGIN, seamX, seamY + (r < rows - 1 ? BLEED : 0), "seam"));
        }
        if (r < rows - 1) {
            lines.add(line(MARGIN, seamY, seamX + (c < cols - 1 ? BLEED : 0), seamY, "seam"));
        }
        for (double q : new double[] {0.25, 0.75}) {
            double y = MARGIN + q * shown.height();
            double x = MARGIN + q * shown.width();
            if (c < cols - 1 && !plain[r][c + 1]) {
                lines.add(line(seamX - TICK, y, seamX + TICK, y, "tick"));
            }
            if (c > 0 && !plain[r][c - 1]) {
                lines.add(line(MARGIN - TICK, y, MARGIN + TICK, y, "tick"));
            }
            if (r < rows - 1 && !plain[r + 1][c]) {
                lines.add(line(x, seamY - TICK, x, seamY + TICK, "tick"));
            }
            if (r > 0 && !plain[r - 1][c]) {
                lines.add(line(x, MARGIN - TICK, x, MARGIN + TICK, "tick"));
            }
        }
        List<Text> references = new ArrayList<>(references(scenario, full, shown, scale));
        ground.of(shown).ifPresent(references::add);
        StripCaptions.Context k = new StripCaptions.Context(g, plain, r, c, scenario.title());
        return new Sheet(name(r, c, g.across().count()), r + 1, c + 1, new TableView.MapWindow(window, content, shown),
                new TableView.Overlay(lines, references, StripCaptions.strips(k, scale)));
    }

    private static Line line(double x1, double y1, double x2, double y2, String role) {
        return new Line(Num.pt(x1), Num.pt(y1), Num.pt(x2), Num.pt(y2), role);
    }

    /**
     * The name of each grid square on this sheet once, at the first of the places the map gave it
     * (its corners, north-west first) where it prints whole, moved onto the page; a sheet too narrow
     * for any gets the name of the square at its middle.
     */
    private static List<Text> references(Scenario scenario, MapView full, Place shown, int scale) {
        List<Text> out = new ArrayList<>();
        Set<String> named = new HashSet<>();
        for (MapView.Words w : full.bearings().references()) {
            for (MapView.TextLine t : w.lines()) {
                if (named.contains(t.text())) {
                    continue;
                }
                double x = Double.parseDouble(t.x());
                double y = Double.parseDouble(t.y());
                double size = Double.parseDouble(w.size());
                double[] b = PlainSheets.wordBox(x, y, t.text(), w.anchor(), size);
                if (b[0] >= shown.x() && b[2] <= shown.x() + shown.width() && b[1] >= shown.y() && b[3] <= shown.y() + shown.height()) {
                    out.add(new Text(Num.pt(MARGIN + x - shown.x()), Num.pt(MARGIN + y - shown.y()), t.text(), w.anchor(), "grid-ref",
                            w.size()));
                    named.add(t.text());
                }
            }
        }
        if (out.isEmpty()) {
            double inch = Tiling.PT / scale;
            double cx = (shown.x() + shown.width() / 2 - EDGE) / inch;
            double cy = scenario.table().depth() - (shown.y() + shown.height() / 2 - EDGE) / inch;
            int col = (int) Math.min(Math.floor(cx / 6), Math.ceil(scenario.table().width() / 6) - 1);
            int row = (int) Math.min(Math.floor(cy / 6), Math.ceil(scenario.table().depth() / 6) - 1);
            double size = MapOptions.TABLE_TEXT / scale;
            out.add(new Text(Num.pt(MARGIN + shown.width() / 2), Num.pt(MARGIN + shown.height() / 2 + size / 3),
                    Labels.column(Math.max(0, col)) + (Math.max(0, row) + 1), "middle", "grid-ref", Num.fmt(size, 2)));
        }
        return out;
    }
}
