package muster.view.table;

import java.util.ArrayList;
import java.util.List;
import muster.scenario.Scenario;
import muster.view.MapScale;
import muster.view.Num;
import muster.view.PageSize;
import muster.view.Paper;
import muster.view.RuleSetSheets;
import muster.view.TextWidth;
import muster.view.map.MapDeriver;
import muster.view.map.MapOptions;
import muster.view.map.MapView;
import muster.view.table.TableView.Box;
import muster.view.table.TableView.IndexPage;
import muster.view.table.TableView.Line;
import muster.view.table.TableView.Mark;
import muster.view.table.TableView.Place;
import muster.view.table.TableView.Sheet;
import muster.view.table.TableView.Text;

/**
 * Cuts the public terrain map, drawn at a fixed scale, into sheets of paper. Neighbouring sheets
 * share an {@link #OVERLAP} strip of map; the registration marks in that strip sit at the same
 * table point on both sheets, so trimming one sheet along its dashed line and laying it on its
 * neighbour with the marks together rebuilds the table. Orientation is whichever needs fewer
 * sheets.
 */
public final class TableLayout {

    static final double PT = 72;
    static final double MARGIN = 0.35 * PT;
    static final double HEADER = 0.32 * PT;
    static final double FOOTER = 0.95 * PT;
    /** Map shared by neighbouring sheets, in paper points. */
    public static final double OVERLAP = 0.4 * PT;
    static final double THUMB_WIDTH = 1.5;
    static final double THUMB_HEIGHT = 0.85;
    /** Table inches the calibration ruler spans. */
    static final int RULER_INCHES = 6;
    /** The map drawing's margin around the table (grid letters), as the map deriver makes it. */
    static final double EDGE = 16;

    private TableLayout() {
    }

    public static TableView layout(Scenario scenario, RuleSetSheets sheets, Paper paper, int scale) {
        return layout(scenario, sheets, paper, scale, false);
    }

    /**
     * The table cut into sheets; with {@code skipBlank}, sheets that hold only open ground are left
     * out and the index marks their places "plain sheet".
     */
    public static TableView layout(Scenario scenario, RuleSetSheets sheets, Paper paper, int scale, boolean skipBlank) {
        MapView map = new MapDeriver(scenario, MapOptions.table(sheets.buildingGrid(), scale), sheets).derive();
        double mapW = Double.parseDouble(map.frame().width());
        double mapH = Double.parseDouble(map.frame().height());

        double[] portrait = {paper.width() * PT, paper.height() * PT};
        double[] landscape = {paper.height() * PT, paper.width() * PT};
        double[] page = count(mapW, mapH, landscape) < count(mapW, mapH, portrait) ? landscape : portrait;
        double pw = page[0];
        double ph = page[1];
        double cw = pw - 2 * MARGIN;
        double ch = ph - 2 * MARGIN - HEADER - FOOTER;
        int cols = tiles(mapW, cw);
        int rows = tiles(mapH, ch);

        MapView thumb = new MapDeriver(scenario, MapOptions.thumbnail(sheets.buildingGrid(), THUMB_WIDTH, THUMB_HEIGHT),
                sheets).derive();
        double indexTop = MARGIN + 0.6 * PT;
        double indexBottom = 2.1 * PT;
        MapView overview = new MapDeriver(scenario, MapOptions.overview(sheets.buildingGrid(), cw / PT,
                (ph - indexTop - MARGIN - indexBottom) / PT), sheets).derive();

        String scaleText = scale == 1 ? "true scale (1:1)" : "1:" + scale + " (one paper inch is " + scale + " table inches)";
        boolean[][] plain = new boolean[rows][cols];
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                plain[r][c] = skipBlank && PlainSheets.plain(map, new Place(c * (cw - OVERLAP), r * (ch - OVERLAP), cw, ch));
            }
        }
        List<Sheet> out = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (!plain[r][c]) {
                    out.add(sheet(scenario, map, thumb, scale, scaleText, pw, ph, cw, ch, plain, r, c));
                }
            }
        }
        IndexPage index = index(scenario, map, overview, scale, scaleText, pw, cw, ch, plain, indexTop);
        return new TableView(scenario.title(), new MapScale(scale, scaleText), PageSize.of(pw, ph), rows, cols,
                new TableView.Maps(map, overview, thumb), index, out);
    }

    /** Sheets needed across a length of map when each shows {@code window} points and shares OVERLAP. */
    static int tiles(double length, double window) {
        return Math.max(1, (int) Math.ceil((length - OVERLAP) / (window - OVERLAP) - 1e-9));
    }

    private static int count(double mapW, double mapH, double[] page) {
        double cw = page[0] - 2 * MARGIN;
        double ch = page[1] - 2 * MARGIN - HEADER - FOOTER;
        return tiles(mapW, cw) * tiles(mapH, ch);
    }

    public static String name(int row, int col) {
        return "R" + (row + 1) + "·C" + (col + 1);
    }

    private static Sheet sheet(Scenario scenario, MapView map, MapView thumb, int scale, String scaleText, double pw, double ph,
            double cw, double ch, boolean[][] plain, int r, int c) {
        int rows = plain.length;
        int cols = plain[0].length;
        double x0 = c * (cw - OVERLAP);
        double y0 = r * (ch - OVERLAP);
        Place window = new Place(x0, y0, cw, ch);
        Place content = new Place(MARGIN, MARGIN + HEADER, cw, ch);
        List<Line> trims = new ArrayList<>();
        if (c > 0) {
            trims.add(new Line(Num.pt(MARGIN), "0", Num.pt(MARGIN), Num.pt(ph), "trim"));
        }
        if (r > 0) {
            trims.add(new Line("0", Num.pt(MARGIN + HEADER), Num.pt(pw), Num.pt(MARGIN + HEADER), "trim"));
        }
        List<Mark> marks = new ArrayList<>();
        // marks in the middle of every overlap strip this sheet shares, at a quarter and three quarters along it
        for (int k = Math.max(0, c - 1); k < Math.min(cols - 1, c + 1); k++) {
            double stripX = (k + 1) * (cw - OVERLAP) + OVERLAP / 2;
            for (double share : new double[] {0.25, 0.75}) {
                marks.add(mark(content, window, stripX, y0 + share * ch));
            }
        }
        for (int k = Math.max(0, r - 1); k < Math.min(rows - 1, r + 1); k++) {
            double stripY = (k + 1) * (ch - OVERLAP) + OVERLAP / 2;
            for (double share : new double[] {0.25, 0.75}) {
                marks.add(mark(content, window, x0 + share * cw, stripY));
            }
        }
        List<Text> texts = new ArrayList<>();
        String title = scenario.title() + ": table map, " + (scale == 1 ? "true scale (1:1)" : "1:" + scale);
        String which = "sheet " + name(r, c) + " (row " + (r + 1) + " of " + rows + ", column " + (c + 1) + " of " + cols + ")";
        texts.add(new Text(Num.pt(MARGIN), Num.pt(MARGIN + 12), title, "start", "title"));
        // a long title leaves room only for the sheet's name, or none: then the name goes under it, at the right
        if (TextWidth.SANS_BOLD.of(title + which, 9) + 12 > pw - 2 * MARGIN) {
            which = "sheet " + name(r, c);
        }
        boolean room = TextWidth.SANS_BOLD.of(title + which, 9) + 12 <= pw - 2 * MARGIN;
        texts.add(new Text(Num.pt(pw - MARGIN), Num.pt(room ? MARGIN + 12 : MARGIN + HEADER + 10), which, "end", "sheet"));
        String neighbours = neighbours(plain, r, c);
        texts.add(new Text(Num.pt(MARGIN), Num.pt(MARGIN + HEADER - 3), neighbours, "start", "note"));
        double rulerTop = ph - MARGIN - FOOTER + 22;
        List<Line> ruler = ruler(scale, rulerTop);
        for (int i = 0; i <= RULER_INCHES; i++) {
            texts.add(new Text(Num.pt(MARGIN + i * PT / scale), Num.pt(rulerTop + 20), String.valueOf(i), "middle", "ruler"));
        }
        texts.add(new Text(Num.pt(MARGIN), Num.pt(rulerTop - 8), "Calibration: " + RULER_INCHES + " table inches. Printed at actual size "
                + "this bar measures " + Num.fmt((double) RULER_INCHES / scale, 2) + " in (" + Num.fmt(RULER_INCHES * 25.4 / scale, 1)
                + " mm).", "start", "note"));
        texts.add(new Text(Num.pt(MARGIN), Num.pt(rulerTop + 34), c > 0 || r > 0
                ? "Trim along the dashed line, lay this sheet over its neighbour and match the ringed crosses."
                : "Sheet R1·C1 lies under the others: do not trim it.", "start", "note"));
        Place thumbAt = new Place(pw - MARGIN - THUMB_WIDTH * PT, ph - MARGIN - THUMB_HEIGHT * PT, THUMB_WIDTH * PT,
                THUMB_HEIGHT * PT);
        double ratio = (72.0 / thumb.frame().scale()) / (72.0 / map.frame().scale());
        Box highlight = new Box(Num.pt(thumbAt.x() + EDGE + (x0 - EDGE) * ratio), Num.pt(thumbAt.y() + EDGE + (y0 - EDGE) * ratio),
                Num.pt(cw * ratio), Num.pt(ch * ratio));
        Box frame = new Box(Num.pt(content.x()), Num.pt(content.y()), Num.pt(content.width()), Num.pt(content.height()));
        return new Sheet(name(r, c), r + 1, c + 1, new TableView.MapWindow(window, content, frame), new TableView.Thumbnail(thumbAt, highlight),
                new TableView.Overlay(trims, marks, texts, ruler));
    }

    private static Mark mark(Place content, Place window, double mapX, double mapY) {
        return new Mark(Num.pt(content.x() + mapX - window.x()), Num.pt(content.y() + mapY - window.y()));
    }

    private static String neighbours(boolean[][] plain, int r, int c) {
        int rows = plain.length;
        int cols = plain[0].length;
        List<String> parts = new ArrayList<>();
        if (c > 0) {
            parts.add("west: " + neighbour(plain, r, c - 1));
        }
        if (c < cols - 1) {
            parts.add("east: " + neighbour(plain, r, c + 1));
        }
        if (r > 0) {
            parts.add("north: " + neighbour(plain, r - 1, c));
        }
        if (r < rows - 1) {
            parts.add("south: " + neighbour(plain, r + 1, c));
        }
        return parts.isEmpty() ? "the whole table on one sheet" : "next sheets, " + String.join(", ", parts);
    }

    private static String neighbour(boolean[][] plain, int r, int c) {
        return name(r, c) + (plain[r][c] ? " (plain)" : "");
    }

    /** Splits text into lines of at most {@code width} characters, at spaces. */
    static List<String> wrap(String text, int width) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                out.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            out.add(line.toString());
        }
        return out;
    }

    /** A bar of {@link #RULER_INCHES} table inches with inch and half-inch ticks, at the map's scale. */
    static List<Line> ruler(int scale, double top) {
        List<Line> out = new ArrayList<>();
        double inch = PT / scale;
        double y = top + 10;
        out.add(new Line(Num.pt(MARGIN), Num.pt(y), Num.pt(MARGIN + RULER_INCHES * inch), Num.pt(y), "ruler"));
        for (int i = 0; i <= RULER_INCHES * 2; i++) {
            double x = MARGIN + i * inch / 2;
            double len = i % 2 == 0 ? 8 : 4;
            out.add(new Line(Num.pt(x), Num.pt(y - len), Num.pt(x), Num.pt(y), "ruler"));
        }
        return out;
    }

    private static IndexPage index(Scenario scenario, MapView map, MapView overview, int scale, String scaleText, double pw,
            double cw, double ch, boolean[][] plain, double top) {
        int rows = plain.length;
        int cols = plain[0].length;
        int plainCount = 0;
        for (boolean[] row : plain) {
            for (boolean p : row) {
                plainCount += p ? 1 : 0;
            }
        }
        Place at = new Place(MARGIN, top, Double.parseDouble(overview.frame().width()), Double.parseDouble(overview.frame().height()));
        double ratio = (72.0 / overview.frame().scale()) / (72.0 / map.frame().scale());
        List<Box> outlines = new ArrayList<>();
        List<Text> texts = new ArrayList<>();
        texts.add(new Text(Num.pt(MARGIN), Num.pt(MARGIN + 16), scenario.title() + ": table map, " + scaleText, "start", "index-title"));
        texts.add(new Text(Num.pt(MARGIN), Num.pt(MARGIN + 30), rows * cols + " sheets, " + rows + " rows of " + cols
                + " columns; each sheet shares " + Num.fmt(OVERLAP / PT, 2) + " in of map with its neighbours.", "start", "note"));
        if (plainCount > 0) {
            texts.add(new Text(Num.pt(MARGIN), Num.pt(MARGIN + 39), (rows * cols - plainCount) + " are printed; " + plainCount
                    + " hold only open ground and are not: lay a plain sheet of the same paper in each place marked so.", "start", "note"));
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                double x0 = c * (cw - OVERLAP);
                double y0 = r * (ch - OVERLAP);
                double bx = at.x() + EDGE + (x0 - EDGE) * ratio;
                double by = at.y() + EDGE + (y0 - EDGE) * ratio;
                outlines.add(new Box(Num.pt(bx), Num.pt(by), Num.pt(cw * ratio), Num.pt(ch * ratio)));
                texts.add(new Text(Num.pt(bx + cw * ratio / 2), Num.pt(by + ch * ratio / 2 + (plain[r][c] ? -3 : 3)), name(r, c), "middle",
                        "index-sheet"));
                if (plain[r][c]) {
                    texts.add(new Text(Num.pt(bx + cw * ratio / 2), Num.pt(by + ch * ratio / 2 + 4), "plain", "middle", "index-plain"));
                    texts.add(new Text(Num.pt(bx + cw * ratio / 2), Num.pt(by + ch * ratio / 2 + 10), "sheet", "middle", "index-plain"));
                }
            }
        }
        List<String> steps = List.of(
                "Print every sheet at actual size (no \"fit to page\"), then check the calibration bar on any sheet with a ruler.",
                "Lay out row 1 from west to east, R1·C1 first; trim each later sheet along its dashed line and lay it over the "
                        + "one before so the ringed crosses meet.",
                "Add the rows below the same way, trimming the top margin along the dashed line.",
                "Tape the sheets from behind. The grid squares are 6 table inches; columns are lettered west to east, rows "
                        + "numbered south to north, as on the game master's map.");
        double y = at.y() + at.height() + 16;
        int perLine = (int) (cw / (8 * 0.55));
        for (String step : steps) {
            boolean first = true;
            for (String line : wrap(step, perLine)) {
                texts.add(new Text(Num.pt(MARGIN + (first ? 0 : 10)), Num.pt(y), (first ? "• " : "") + line, "start", "step"));
                first = false;
                y += 11;
            }
            y += 3;
        }
        return new IndexPage(at, outlines, texts);
    }
}
