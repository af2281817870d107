package muster.view.table;

import java.util.List;
import muster.view.MapScale;
import muster.view.PageSize;
import muster.view.map.MapView;

/**
 * The table map cut into sheets. Java places the two maps (the true-scale map in each sheet's
 * window, the overview on the index page) using the {@link Place} numbers; the templates draw
 * everything else from the preformatted strings.
 *
 * @param title the scenario's title
 * @param scale the scale of the map on the sheets
 * @param paper the sheets' paper, as the index names it
 * @param page every sheet's size (upright or turned, whichever prints fewer sheets)
 * @param indexPage the index page's size (the pack's paper, upright)
 * @param rows sheets down the table, north to south
 * @param columns sheets across it, west to east
 * @param plain sheets left out as holding only grid and open ground
 * @param maps the two drawings of the table
 * @param index the first page
 * @param sheets row by row, west to east, those left out missing
 */
public record TableView(
        String title,
        MapScale scale,
        String paper,
        PageSize page,
        PageSize indexPage,
        int rows,
        int columns,
        int plain,
        Maps maps,
        IndexPage index,
        List<Sheet> sheets) {

    public TableView {
        sheets = List.copyOf(sheets);
    }

    /**
     * The table drawn twice: at the sheets' scale ({@code map}, without the names of the grid squares,
     * which each sheet sets where they print whole) and on the index page.
     */
    public record Maps(MapView map, MapView overview) {
    }

    /** A rectangle in points; {@code x, y} its top-left corner, y down the page. */
    public record Place(double x, double y, double width, double height) {
    }

    /** A rectangle as a template draws it, styled by {@code role}. */
    public record Box(String x, String y, String width, String height, String role) {
    }

    /** Text at a point, {@code size} points high; {@code anchor} is start, middle or end, {@code role} its style class. */
    public record Text(String x, String y, String text, String anchor, String role, String size) {
    }

    /** A line from (x1, y1) to (x2, y2), styled by {@code role}. */
    public record Line(String x1, String y1, String x2, String y2, String role) {
    }

    /** The index: the whole table with every sheet's part of it outlined and named, and how to put them together. */
    public record IndexPage(Place overviewAt, List<Box> boxes, List<Line> lines, List<Text> texts) {
        public IndexPage {
            boxes = List.copyOf(boxes);
            lines = List.copyOf(lines);
            texts = List.copyOf(texts);
        }
    }

    /**
     * One sheet: its name, row and column (from 1), the part of the map it prints, and what it prints
     * over and beside the map.
     */
    public record Sheet(String name, int row, int column, MapWindow map, Overlay overlay) {
    }

    /**
     * The part of the map a sheet prints ({@code window}, in map points, bleed included), where on the
     * page ({@code content}, page points), and the part of the table that shows once the sheets are
     * glued ({@code shown}, map points).
     */
    public record MapWindow(Place window, Place content, Place shown) {
    }

    /**
     * What a sheet prints over its map and in its strips: trim lines, seams and alignment ticks
     * ({@code lines}), the names of the grid squares that print whole on it ({@code references}), and
     * its captions, calibration bar and locator ({@code strips}).
     */
    public record Overlay(List<Line> lines, List<Text> references, List<Strip> strips) {
        public Overlay {
            lines = List.copyOf(lines);
            references = List.copyOf(references);
            strips = List.copyOf(strips);
        }
    }

    /**
     * What a glue strip carries, drawn in its own frame: {@code transform} places the frame's top left
     * corner on the page and, for a strip at the right edge ({@code upward}), turns it to run up the
     * page; {@code frame} is the page's rectangle it stays within.
     */
    public record Strip(Place frame, boolean upward, String transform, List<Text> texts, List<Line> lines, List<Box> boxes) {
        public Strip {
            texts = List.copyOf(texts);
            lines = List.copyOf(lines);
            boxes = List.copyOf(boxes);
        }
    }
}
