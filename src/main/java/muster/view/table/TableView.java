package muster.view.table;

import java.util.List;
import muster.view.MapScale;
import muster.view.PageSize;
import muster.view.map.MapView;

/**
 * The table map cut into sheets. Java places three maps (the true-scale map in each sheet's
 * window, the overview on the index page, the thumbnail on each sheet) using the {@link Place}
 * numbers; the sheet templates draw everything else from the preformatted strings.
 *
 * @param title the scenario's title
 * @param scale the scale of the map on the sheets
 * @param page every page's size (portrait or landscape, whichever needs fewer sheets)
 * @param rows sheets down the table, north to south
 * @param columns sheets across it, west to east
 * @param maps the three drawings of the table
 * @param index the first page
 * @param sheets row by row, west to east
 */
public record TableView(
        String title,
        MapScale scale,
        PageSize page,
        int rows,
        int columns,
        Maps maps,
        IndexPage index,
        List<Sheet> sheets) {

    public TableView {
        sheets = List.copyOf(sheets);
    }

    /** The table drawn three times: at the sheets' scale ({@code map}), on the index page, and small on every sheet. */
    public record Maps(MapView map, MapView overview, MapView thumbnail) {
    }

    /** A rectangle in points; {@code x, y} its top-left corner, y down the page. */
    public record Place(double x, double y, double width, double height) {
    }

    /** A rectangle as a template draws it. */
    public record Box(String x, String y, String width, String height) {
    }

    /** Text at a point; {@code anchor} is start, middle or end, {@code role} its style class. */
    public record Text(String x, String y, String text, String anchor, String role) {
    }

    /** A line from (x1, y1) to (x2, y2), styled by {@code role}. */
    public record Line(String x1, String y1, String x2, String y2, String role) {
    }

    /** A registration mark: a ringed cross centred on (x, y). */
    public record Mark(String x, String y) {
    }

    /** The index: the whole table with every sheet's outline and name over it, and how to assemble it. */
    public record IndexPage(Place overviewAt, List<Box> outlines, List<Text> texts) {
        public IndexPage {
            outlines = List.copyOf(outlines);
            texts = List.copyOf(texts);
        }
    }

    /**
     * One sheet: its name, row and column (from 1), the part of the true-scale map it shows, the
     * thumbnail with this sheet marked on it, and what it prints over the map.
     */
    public record Sheet(String name, int row, int column, MapWindow map, Thumbnail thumbnail, Overlay overlay) {
    }

    /**
     * Which part of the true-scale map a sheet shows ({@code window}, in map points), where on the
     * page ({@code content}, page points), and the frame drawn round it.
     */
    public record MapWindow(Place window, Place content, Box frame) {
    }

    /** Where the thumbnail of the whole table goes ({@code at}), and the highlight of this sheet's part of it. */
    public record Thumbnail(Place at, Box highlight) {
    }

    /** What a sheet prints over the map: trim lines, registration marks, captions and the calibration ruler. */
    public record Overlay(List<Line> trims, List<Mark> marks, List<Text> texts, List<Line> ruler) {
        public Overlay {
            trims = List.copyOf(trims);
            marks = List.copyOf(marks);
            texts = List.copyOf(texts);
            ruler = List.copyOf(ruler);
        }
    }
}
