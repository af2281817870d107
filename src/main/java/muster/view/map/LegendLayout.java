package muster.view.map;

import java.util.ArrayList;
import java.util.List;
import muster.view.Num;
import muster.view.TextWidth;
import muster.view.map.MapView.Label;
import muster.view.map.MapView.LegendItem;
import muster.view.map.MapView.Rect;

/**
 * Where the legend, the scale bar and the north arrow go. Under the table, the legend runs in
 * rows from the left and the scale bar and north arrow stand in a block at the right, no entry
 * running under the block. A table too narrow for that has its legend in a column beside it, the
 * block under the column, when the box it is fitted into is wide enough; else the block goes under
 * the legend's rows. The bar is as long as reads at the scale and as fits: 24, 12, 6 or 3 inches.
 *
 * @param width  the drawing's width without the key, {@code height} its height
 * @param left   the legend's first entry's left edge, {@code top} the top of its rows
 * @param perRow entries a row, {@code rows} rows (at least three below the table)
 * @param bar    the scale bar's left end and top, its length in table inches, and the north arrow's place
 * @param note   the lines under the bar: its ratio on a map, what the drawing is for on a plan
 */
record LegendLayout(double width, double height, double left, double top, int perRow, int rows, Bar bar, double k, List<String> note) {

    record Bar(double left, double top, double inches, double northX, double northY) {
    }

    static final double ROW = 12;
    static final double CELL = 88;
    /** Points from an entry's left edge to its words. */
    static final double SWATCH = 22;
    static final double TEXT = 6.5;
    static final double NOTE = 6;
    static final double EDGE = MapDeriver.EDGE;

    /**
     * The layout for a drawing of the table at {@code k} points per inch (1:{@code scale}), {@code boxWidth} points wide at most
     * (0: any), the lines {@code plan} under its bar in place of its ratio (none: a map, whose bar states its ratio).
     */
    static LegendLayout of(List<String[]> items, double tw, double td, int scale, double k, double boxWidth, List<String> plan) {
        List<String> note = plan.isEmpty() ? List.of(note(scale)) : plan;
        LegendLayout below = below(items, tw, td, scale, k, note);
        if (below.perRow >= 2 || items.isEmpty()) {
            return below;
        }
        LegendLayout beside = beside(items, tw, td, scale, k, note);
        return boxWidth <= 0 || beside.width <= boxWidth + 1e-6 ? beside : below;
    }

    /** No legend: the table and its edges. */
    static LegendLayout none(double tw, double td, int scale, double k) {
        return new LegendLayout(tw * k + 2 * EDGE, td * k + 2 * EDGE, EDGE, td * k + 2 * EDGE, 1, 0, null, k, List.of(note(scale)));
    }

    private static LegendLayout below(List<String[]> items, double tw, double td, int scale, double k, List<String> note) {
        double width = tw * k + 2 * EDGE;
        // the legend's rows start 8 points under the column letters' baselines, so a key run on after them has a line more
        double top = td * k + 2 * EDGE + 8;
        double inches = inches(scale, k, width - 2 * EDGE - 10);
        double block = block(inches, k, note);
        double blockLeft = width - EDGE - block;
        int perRow = Math.max(0, (int) ((width - 2 * EDGE) / CELL));
        while (perRow > 0 && !clearOf(items, perRow, blockLeft - 4)) {
            perRow--;
        }
        if (perRow >= 1) {
            int rows = Math.max(3, rows(used(items, perRow), perRow));
            Bar bar = new Bar(blockLeft, td * k + 2 * EDGE + 2, inches, width - EDGE - 8, td * k + 2 * EDGE + 32);
            return new LegendLayout(width, top - 2 + rows * ROW + 4, EDGE, top, perRow, rows, bar, k, note);
        }
        // too narrow for an entry beside the block: the block under the rows
        int across = Math.max(1, (int) ((width - 2 * EDGE) / CELL));
        int rows = rows(used(items, across), across);
        double under = top - 2 + rows * ROW + 8;
        Bar bar = new Bar(EDGE + 6, under, inches, EDGE + 6 + block(inches, k, note) - 8, under + 30);
        return new LegendLayout(width, under + 44, EDGE, top, across, rows, bar, k, note);
    }

    private static LegendLayout beside(List<String[]> items, double tw, double td, int scale, double k, List<String> note) {
        double left = tw * k + EDGE + 22;
        double widest = items.stream().mapToDouble(i -> SWATCH + TextWidth.SANS.of(i[2], TEXT)).max().orElse(CELL);
        double column = Math.max(widest + 6, block(inches(scale, k, CELL), k, note) + 6);
        double top = EDGE + 8;
        double under = top - 2 + items.size() * ROW + 8;
        double inches = inches(scale, k, column - 16);
        Bar bar = new Bar(left + 6, under, inches, left + column - 8, under + 30);
        double height = Math.max(td * k + 2 * EDGE, under + 44);
        return new LegendLayout(left + column + EDGE, height, left, top, 1, items.size(), bar, k, note);
    }

    /** Whether every entry, laid {@code perRow} cells a row, ends before {@code right}. */
    private static boolean clearOf(List<String[]> items, int perRow, double right) {
        int[] at = slots(items, perRow);
        for (int i = 0; i < items.size(); i++) {
            if (EDGE + (at[i] % perRow) * CELL + SWATCH + TextWidth.SANS.of(items.get(i)[2], TEXT) > right) {
                return false;
            }
        }
        return EDGE + (perRow - 1) * CELL + SWATCH <= right;
    }

    /** The cells an entry takes: one, or as many as its words need (a side's long name), at most a row. */
    static int cells(String[] item, int perRow) {
        double wide = SWATCH + TextWidth.SANS.of(item[2], TEXT) + 6;
        return Math.max(1, Math.min(perRow, (int) Math.ceil(wide / CELL - 1e-9)));
    }

    /** Each entry's first cell, {@code perRow} cells a row: an entry that does not fit the rest of a row starts the next. */
    static int[] slots(List<String[]> items, int perRow) {
        int[] at = new int[items.size()];
        int cell = 0;
        for (int i = 0; i < items.size(); i++) {
            int n = cells(items.get(i), perRow);
            if (cell % perRow + n > perRow) {
                cell += perRow - cell % perRow;
            }
            at[i] = cell;
            cell += n;
        }
        return at;
    }

    /** The cells the entries take, gaps at rows' ends included. */
    static int used(List<String[]> items, int perRow) {
        if (items.isEmpty()) {
            return 0;
        }
        int[] at = slots(items, perRow);
        return at[items.size() - 1] + cells(items.get(items.size() - 1), perRow);
    }

    /** The width of the bar's block: the bar and the half of its last number past its end, or its note and the north arrow. */
    private static double block(double inches, double k, List<String> note) {
        return Math.max(inches * k + 10, noteWidth(note) + 14);
    }

    private static int rows(int items, int perRow) {
        return (items + perRow - 1) / perRow;
    }

    /** The bar's length: what reads at the scale (6 inches up to 1:2, 12 up to 1:10, else 24), halved until it fits {@code room}. */
    static double inches(int scale, double k, double room) {
        double length = scale <= 2 ? 6 : scale <= 10 ? 12 : 24;
        while (length > 3 && length * k > room) {
            length /= 2;
        }
        return length;
    }

    static String note(int scale) {
        return "table inches (1:" + scale + ")";
    }

    private static double noteWidth(List<String> note) {
        return note.stream().mapToDouble(l -> TextWidth.SANS.of(l, NOTE)).max().orElse(0) + 2;
    }

    /** The free cells the key may take: the grid of the legend's entries, and the block of the scale bar and north arrow. */
    MapKey.Grid grid(List<String[]> items) {
        // the block: from the bar's left end to the drawing's right edge, down to the foot of the north arrow's N
        return new MapKey.Grid(top, left, perRow, rows, CELL, ROW, used(items, perRow), bar == null ? width : bar.left(),
                bar == null ? 0 : bar.northY() + 14);
    }

    List<LegendItem> entries(List<String[]> items) {
        List<LegendItem> out = new ArrayList<>();
        int[] at = slots(items, perRow);
        for (int i = 0; i < items.size(); i++) {
            double lx = left + (at[i] % perRow) * CELL;
            double ly = top + 8 + (at[i] / perRow) * ROW;
            String[] it = items.get(i);
            List<LegendItem.Part> parts = new ArrayList<>();
            if (it[1].equals("order") || it[1].equals("unit") || it[1].equals("reach")) {
                String[] sides = it[0].split(" ");
                double each = (16 - 2 * (sides.length - 1)) / sides.length;
                for (int s = 0; s < sides.length; s++) {
                    parts.add(new LegendItem.Part(Num.pt(lx + s * (each + 2)), Num.pt(lx + s * (each + 2) + each), Num.pt(each), sides[s],
                            Num.pt(ly - 3.5)));
                }
            }
            if (it[1].equals("area") && it.length > 3 && it[3].contains(" ")) {
                // a hill's levels: the swatch cut into one piece a level, each in its shade
                String[] looks = it[3].split(" ");
                double each = 16.0 / looks.length;
                for (int s = 0; s < looks.length; s++) {
                    parts.add(new LegendItem.Part(Num.pt(lx + s * each), Num.pt(lx + (s + 1) * each), Num.pt(each), looks[s], Num.pt(ly - 8)));
                }
            }
            if (it[1].equals("zone")) {
                // each side's zone line the swatch's whole width, one above the other: a dash pattern needs the length
                String[] sides = it[0].split(" ");
                for (int s = 0; s < sides.length; s++) {
                    parts.add(new LegendItem.Part(Num.pt(lx), Num.pt(lx + 16), "16", sides[s], Num.pt(ly - 8 + 9 * (s + 0.5) / sides.length)));
                }
            }
            out.add(new LegendItem(it[0], it.length > 3 ? it[3] : "", it[1], it[2], new LegendItem.Points(Num.pt(lx), Num.pt(ly - 8), Num.pt(lx + SWATCH), Num.pt(ly),
                    Num.pt(lx + 16), Num.pt(lx + 8), Num.pt(ly - 3.5)), parts));
        }
        return out;
    }

    /** A bar of table inches in four alternating blocks, its numbers under it and the note of its scale. */
    MapView.ScaleBar scaleBar() {
        if (bar == null) {
            return new MapView.ScaleBar(List.of(), List.of(), List.of());
        }
        double step = bar.inches() / 4;
        List<Rect> dark = new ArrayList<>();
        List<Rect> light = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Rect r = new Rect(Num.pt(bar.left() + i * step * k), Num.pt(bar.top()), Num.pt(step * k), Num.pt(4));
            (i % 2 == 0 ? dark : light).add(r);
        }
        double length = bar.inches() * k;
        List<Label> labels = new ArrayList<>(List.of(
                new Label(Num.pt(bar.left()), Num.pt(bar.top() + 13), "0", "middle", "scale"),
                new Label(Num.pt(bar.left() + length / 2), Num.pt(bar.top() + 13), Num.fmt(bar.inches() / 2, 1), "middle", "scale"),
                new Label(Num.pt(bar.left() + length), Num.pt(bar.top() + 13), Num.fmt(bar.inches(), 1) + " in", "middle", "scale")));
        // each line of the note 8 points under the one before, a plan's second above the foot of the north arrow's N
        for (int i = 0; i < note.size(); i++) {
            labels.add(new Label(Num.pt(bar.left()), Num.pt(bar.top() + 25 + 8 * i), note.get(i), "start", "scale"));
        }
        return new MapView.ScaleBar(dark, light, labels);
    }

    List<MapView.Symbol> north() {
        return bar == null ? List.of() : List.of(new MapView.Symbol(Num.pt(bar.northX()), Num.pt(bar.northY()), "",
                Lettering.fixed("N", 0, 11, "north-label"), List.of()));
    }
}
