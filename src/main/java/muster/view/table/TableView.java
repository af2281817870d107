package muster.view.table;

import java.util.List;
import muster.view.map.MapView;

/**
 * The table map cut into sheets. Java places three maps (the true-scale map in each sheet's
 * window, the overview on the index page, the thumbnail on each sheet) using the {@link Place}
 * numbers; the sheet templates draw everything else from the preformatted strings.
 */
public record TableView(
        String title,
        String scaleText,
        int scale,
        double pageWidth,
        double pageHeight,
        String pageWidthPt,
        String pageHeightPt,
        int rows,
        int columns,
        MapView map,
        MapView overview,
        MapView thumbnail,
        IndexPage index,
        List<Sheet> sheets) {

    public TableView {
        sheets = List.copyOf(sheets);
    }

    /** A rectangle in points; {@code x, y} its top-left corner, y down the page. */
    public record Place(double x, double y, double width, double height) {
    }

    /** A rectangle as a template draws it. */
    public record Box(String x, String y, String width, String height) {
    }

    public record Text(String x, String y, String text, String anchor, String role) {
    }

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
     * One sheet: which part of the true-scale map it shows ({@code window}, in map points) and where
     * ({@code content}, page points), the thumbnail's place and the highlight of this sheet on it,
     * trim lines, registration marks, captions and the calibration ruler.
     */
    public record Sheet(String name, int row, int column, Place window, Place content, Place thumbnailAt, Box highlight,
            Box frame, List<Line> trims, List<Mark> marks, List<Text> texts, List<Line> ruler) {
        public Sheet {
            trims = List.copyOf(trims);
            marks = List.copyOf(marks);
            texts = List.copyOf(texts);
            ruler = List.copyOf(ruler);
        }
    }
}
