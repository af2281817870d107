package muster.view.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import muster.scenario.Scenario;
import muster.view.Num;
import muster.view.PageSize;
import muster.view.RuleSetSheets;
import muster.view.TextWidth;
import muster.view.Words;
import muster.view.map.MapDeriver;
import muster.view.map.MapOptions;
import muster.view.map.MapView;
import muster.view.table.TableView.Box;
import muster.view.table.TableView.IndexPage;
import muster.view.table.TableView.Line;
import muster.view.table.TableView.Place;
import muster.view.table.TableView.Text;

/**
 * The table map's first page, on the pack's paper: the title, how many sheets of what paper and
 * how many were left out, the table with every sheet's part of it outlined and named (those left
 * out marked "blank"), the calibration bar, and how to print and put the sheets together.
 */
final class TableIndex {

    static final double MARGIN = 0.5 * Tiling.PT;
    static final double TITLE_SIZE = 14;
    static final double NOTE_SIZE = 9;
    static final double STEP_SIZE = 8.5;
    /** The smallest sheet name set in its place on the overview; the row and column names along its edges name the rest. */
    static final double MIN_NAME = 4.5;
    /** Under the overview's scale bar: what the plan is for, in place of a ratio a reader would set against the maps' and the sheets'. */
    static final List<String> PLAN = List.of("table inches, on a small plan", "to find the sheets by");

    /**
     * What the index tells: the scenario, the sheets, what each sheet left out shows ({@link TableLayout#grounds}: null for a
     * sheet printed), the scale and the paper.
     */
    record Context(Scenario scenario, Tiling.Grid grid, String[][] grounds, int scale, String scaleText, String paper) {

        /** Which sheets are left out. */
        boolean[][] plain() {
            return TableLayout.leftOut(grounds);
        }
    }

    private TableIndex() {
    }

    /** The index page and the overview drawn on it. */
    record Index(IndexPage page, MapView overview) {
    }

    /**
     * The page laid out top down: title and notes, the overview in whatever height the calibration
     * bar and the steps below it leave, then those.
     */
    static Index page(Context k, RuleSetSheets sheets, PageSize page) {
        double width = page.width() - 2 * MARGIN;
        List<Text> texts = new ArrayList<>();
        List<Line> lines = new ArrayList<>();
        List<Box> boxes = new ArrayList<>();
        double y = MARGIN + TITLE_SIZE;
        for (String l : TextWidth.SANS_BOLD.wrap(k.scenario().title(), TITLE_SIZE, width)) {
            texts.add(new Text(Num.pt(MARGIN), Num.pt(y), l, "start", "index-title", Num.fmt(TITLE_SIZE, 1)));
            y += TITLE_SIZE * 1.25;
        }
        int left = TableLayout.count(k.plain(), true);
        for (String note : notes(k, left)) {
            for (String l : TextWidth.SANS.wrap(note, NOTE_SIZE, width)) {
                texts.add(new Text(Num.pt(MARGIN), Num.pt(y), l, "start", "index-note", Num.fmt(NOTE_SIZE, 1)));
                y += NOTE_SIZE * 1.3;
            }
        }
        List<List<String>> steps = new ArrayList<>();
        double stepsHeight = 0;
        for (String step : steps(k, left > 0)) {
            List<String> wrapped = TextWidth.SANS.wrap(step, STEP_SIZE, width - 10);
            steps.add(wrapped);
            stepsHeight += wrapped.size() * STEP_SIZE * 1.3 + 3;
        }
        double below = 12 + 6 + 14 + 16 + stepsHeight;
        MapView overview = new MapDeriver(k.scenario(), MapOptions.overview(sheets.buildingGrid(), width / Tiling.PT,
                (page.height() - MARGIN - y - 4 - below) / Tiling.PT, PLAN), sheets).derive();
        Place at = new Place(MARGIN, y + 4, Double.parseDouble(overview.frame().width()), Double.parseDouble(overview.frame().height()));
        outlines(k, overview, at, boxes, texts);
        y = at.y() + at.height() + 12;
        texts.add(new Text(Num.pt(MARGIN), Num.pt(y), "Calibration: printed at actual size, this bar and the one on every sheet measure "
                + calibration(k.scale()) + ".", "start", "index-note", Num.fmt(NOTE_SIZE, 1)));
        StripCaptions.ruler(MARGIN, y + 6, k.scale(), texts, lines);
        y += 6 + 14 + 16;
        for (List<String> step : steps) {
            for (int i = 0; i < step.size(); i++) {
                texts.add(new Text(Num.pt(MARGIN + (i == 0 ? 0 : 10)), Num.pt(y), (i == 0 ? "• " : "") + step.get(i), "start", "step",
                        Num.fmt(STEP_SIZE, 1)));
                y += STEP_SIZE * 1.3;
            }
            y += 3;
        }
        return new Index(new IndexPage(at, boxes, lines, texts), overview);
    }

    private static List<String> notes(Context k, int left) {
        Tiling.Grid g = k.grid();
        int rows = g.down().count();
        int cols = g.across().count();
        int all = rows * cols;
        List<String> notes = new ArrayList<>();
        notes.add("Table map at " + k.scaleText() + ": the " + Num.fmt(k.scenario().table().width(), 1) + " × "
                + Num.fmt(k.scenario().table().depth(), 1) + " in table on " + Num.count(all, "sheet", "sheets") + " of " + k.paper() + ", "
                + cols + " across and " + rows + " down.");
        if (left > 0) {
            notes.add(leftOut(k.grounds(), left, all));
        }
        notes.addAll(ZoneLines.notes(k.scenario(), g, k.plain(), k.scale()));
        return notes;
    }

    /** What the index says of the {@code left} sheets left out of {@code all}: what each shows, and what to lay in its place. */
    private static String leftOut(String[][] grounds, int left, int all) {
        Map<String, Integer> kinds = new TreeMap<>();
        for (String[] row : grounds) {
            for (String ground : row) {
                if (ground != null && !ground.isEmpty()) {
                    kinds.merge(ground, 1, Integer::sum);
                }
            }
        }
        String saved = " not printed, so " + Num.count(all - left, "sheet is", "sheets are") + " printed and " + left + " saved";
        if (kinds.isEmpty()) {
            return Num.count(left, "sheet holds", "sheets hold") + " only grid and open ground and " + (left == 1 ? "is" : "are") + saved
                    + ": lay a blank sheet of the same paper, trimmed as its neighbours are, in each place marked \"blank\".";
        }
        int blank = left - kinds.values().stream().mapToInt(Integer::intValue).sum();
        List<String> parts = new ArrayList<>();
        if (blank > 0) {
            parts.add(Num.count(blank, "sheet holds", "sheets hold") + " only grid and open ground");
        }
        kinds.forEach((kind, n) -> parts.add((parts.isEmpty() ? Num.count(n, "sheet shows", "sheets show") : String.valueOf(n))
                + " only " + Words.plain(kind)));
        String lay;
        if (blank == 0 && kinds.size() == 1) {
            String only = Words.plain(kinds.keySet().iterator().next());
            lay = "In each place the overview marks \"" + only + "\", lay a sheet of the same paper, trimmed as its neighbours are, "
                    + "coloured or written on as " + only + ".";
        } else {
            lay = "In each place the overview marks, lay a sheet of the same paper, trimmed as its neighbours are: "
                    + (blank > 0 ? "a blank one where it says \"blank\", else " : "") + "one coloured or written on as the ground it names ("
                    + Words.list(kinds.keySet().stream().map(kind -> "\"" + Words.plain(kind) + "\"").toList()) + ").";
        }
        return String.join(", ", parts) + (parts.size() == 1 ? (left == 1 ? " and is" : " and are") : ": these " + left + " are") + saved
                + ". " + lay;
    }

    private static String calibration(int scale) {
        double inches = (double) StripCaptions.RULER_INCHES / scale;
        String table = scale == 1 ? "" : " (" + StripCaptions.RULER_INCHES + " table inches)";
        return Num.fmt(inches, 2) + " in, " + Num.fmt(inches * 25.4, 1) + " mm" + table;
    }

    /**
     * Each sheet's part of the table outlined over the overview and named where the name fits, at its
     * middle or off what lies there, its row and column named along the overview's edges; those left out dotted and marked "blank".
     */
    private static void outlines(Context k, MapView overview, Place at, List<Box> boxes, List<Text> texts) {
        Tiling.Grid g = k.grid();
        double ratio = (double) k.scale() / overview.frame().scale();
        double edge = TableLayout.EDGE;
        NumberSpot spots = new NumberSpot(overview, at.x(), at.y());
        for (int r = 0; r < g.down().count(); r++) {
            for (int c = 0; c < g.across().count(); c++) {
                double x = at.x() + edge + g.across().start(c) * ratio;
                double y = at.y() + edge + g.down().start(r) * ratio;
                double w = g.across().shown(c) * ratio;
                double h = g.down().shown(r) * ratio;
                boolean plain = k.plain()[r][c];
                boxes.add(new Box(Num.pt(x), Num.pt(y), Num.pt(w), Num.pt(h), plain ? "index-plain" : "index-sheet"));
                String name = String.valueOf(TableLayout.number(r, c, g.across().count()));
                // a narrow row or column (the table's last) still gets its numbers: one line, or two with "blank"
                double size = Math.min(11, Math.min(0.9 * w / TextWidth.SANS_BOLD.of(name, 1), plain ? h / 2.4 : h / 1.3));
                if (size < MIN_NAME) {
                    continue;
                }
                if (plain) {
                    String ground = k.grounds()[r][c] == null || k.grounds()[r][c].isEmpty() ? "blank" : Words.plain(k.grounds()[r][c]);
                    texts.add(new Text(Num.pt(x + w / 2), Num.pt(y + h / 2), name, "middle", "index-name", Num.fmt(size, 2)));
                    texts.add(new Text(Num.pt(x + w / 2), Num.pt(y + h / 2 + size), ground, "middle", "index-blank",
                            Num.fmt(Math.min(size * 0.8, 0.9 * w / TextWidth.SANS.of(ground, 1)), 2)));
                } else {
                    double[] spot = spots.place(x, y, w, h, TextWidth.SANS_BOLD.of(name, size), size);
                    texts.add(new Text(Num.pt(spot[0]), Num.pt(spot[1]), name, "middle", "index-name", Num.fmt(size, 2)));
                }
            }
        }
    }

    private static List<String> steps(Context k, boolean blanks) {
        List<String> out = new ArrayList<>();
        out.add("Print the sheets at actual size (\"100%\", not \"fit to page\") and measure the bar above with a ruler.");
        out.add("Each sheet prints its part of the table from its top left corner. Along its right and bottom edges runs a strip "
                + "with its name and a map of the sheets (this one filled in): the next sheet is glued over it and hides it.");
        out.add("Sheets are numbered row by row from the top left. Start with sheet 1 there, untrimmed. Trim each sheet after it along its dashed lines, left and "
                + "top, lay it so its edges meet the grey lines on the sheets it goes over and the short ticks run on across each "
                + "join, and glue or tape it down. Finish each row, west to east, before the next.");
        if (blanks) {
            out.add("A sheet laid in a place the overview marks has no lines to meet: lay it square with its neighbours and glue it to them.");
        }
        out.add("The table's own edges need no trimming. The grid squares are 6 table inches; columns are lettered west to "
                + "east and rows numbered south to north, as on the game master's map, and every sheet names the squares it shows.");
        return out;
    }
}
