package muster.view.map;

import java.util.List;

/**
 * Everything a map shows, in points from the drawing's top-left corner (SVG orientation: y
 * down). Numbers are preformatted strings; the template does no arithmetic. {@code scale} is
 * table inches per map inch (1 for true scale).
 */
public record MapView(
        String width,
        String height,
        String widthIn,
        String heightIn,
        int scale,
        String scaleText,
        Rect table,
        List<Area> areas,
        List<Line> lines,
        List<Spot> spots,
        List<Line> crests,
        List<GridLine> buildingGrid,
        List<GridLine> grid,
        List<Label> edgeLabels,
        ScaleBar scaleBar,
        List<Symbol> north,
        List<Zone> zones,
        List<OrderArrow> orders,
        List<Reach> reaches,
        List<UnitMark> units,
        List<Symbol> hqs,
        List<Symbol> targets,
        List<Symbol> objectives,
        List<Label> labels,
        List<EdgeText> edgeNotes,
        List<LegendItem> legend) {

    public record Rect(String x, String y, String width, String height) {
    }

    public record Area(String id, String kind, int level, String points, boolean hidden) {
    }

    public record Line(String id, String kind, String points, boolean hidden) {
    }

    public record Spot(String id, String kind, String x, String y, boolean hidden) {
    }

    public record GridLine(String x1, String y1, String x2, String y2) {
    }

    /** Text at a point; {@code anchor} is start, middle or end; {@code role} says what it labels. */
    public record Label(String x, String y, String text, String anchor, String role) {
    }

    /** Text along a table edge, turned {@code rotate} degrees about (x, y). */
    public record EdgeText(String x, String y, String rotate, String text) {
    }

    public record ScaleBar(List<Rect> dark, List<Rect> light, List<Label> labels) {
    }

    /** A symbol drawn at a point (north arrow, HQ flag, target, objective) with its label. */
    public record Symbol(String x, String y, String label, String sideClass, String labelX, String labelY) {
    }

    public record Zone(String points, String sideClass, String label, String labelX, String labelY) {
    }

    /** A standing order: the line of advance or defence and its arrowhead, with a short caption. */
    public record OrderArrow(String points, String head, String label, String labelX, String labelY, String sideClass) {
    }

    /** A gun's line to a pre-spotted target it reaches, captioned with the distance and band. */
    public record Reach(String x1, String y1, String x2, String y2, String label, String labelX, String labelY,
            String sideClass) {
    }

    /**
     * A unit drawn to its frontage: a {@code width} x {@code depth} box centred on (x, y), turned
     * {@code rotate} degrees clockwise from north, its front edge the top of the box. {@code left},
     * {@code top}, {@code right} and {@code bottom} are the box's edges relative to its centre;
     * {@code dot} is the radius of a small symbol inside it. The label sits behind the unit, away
     * from its front, so a line of units keeps its labels clear of each other.
     */
    public record UnitMark(String x, String y, String width, String depth, String left, String top, String right, String bottom,
            String dot, String rotate, String label, String labelX, String labelY, String labelAnchor, String type, String sideClass,
            boolean hidden) {
    }

    /** One legend entry: a swatch of {@code kind} drawn as {@code swatch} (area, line, spot or a mark). */
    public record LegendItem(String kind, String swatch, String text, String x, String y, String textX, String textY,
            String x2, String cx, String cy) {
    }
}
