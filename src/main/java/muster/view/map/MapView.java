package muster.view.map;

import java.util.List;

/**
 * Everything a map shows, in points from the drawing's top-left corner (SVG orientation: y
 * down). Numbers are preformatted strings; the template does no arithmetic. {@code scale} is
 * table inches per map inch (1 for true scale).
 */
public record MapView(Frame frame, Ground ground, Bearings bearings, Pieces pieces, Captions captions) {

    /**
     * The drawing's size in points ({@code width}, {@code height}) and in inches, its {@code scale}
     * with the words for it, and the table's rectangle on it.
     */
    public record Frame(String width, String height, String widthIn, String heightIn, int scale, String scaleText, Rect table) {
    }

    /** The terrain this audience sees: areas, lines, spot features, ridge crests and the building grid. */
    public record Ground(List<Area> areas, List<Line> lines, List<Spot> spots, List<Line> crests, List<GridLine> buildingGrid) {
    }

    /** What a reader finds his way by: the 6" grid, its lettered and numbered edges, the scale bar and the north arrow. */
    public record Bearings(List<GridLine> grid, List<Label> edgeLabels, ScaleBar scaleBar, List<Symbol> north) {
    }

    /**
     * What the sides put on the table: deployment zones, standing orders, the guns' lines to their
     * targets, units, HQs, targets and objectives.
     */
    public record Pieces(List<Zone> zones, List<OrderArrow> orders, List<Reach> reaches, List<UnitMark> units, List<Symbol> hqs,
            List<Symbol> targets, List<Symbol> objectives) {
    }

    /** Words on the map: terrain names, the rule set's notes along the table edges, the legend. */
    public record Captions(List<Label> labels, List<EdgeText> edgeNotes, List<LegendItem> legend) {
    }

    /** A rectangle: its top-left corner and size, in points. */
    public record Rect(String x, String y, String width, String height) {
    }

    /** A terrain area as a polygon; {@code level} is a hill's step, {@code hidden} a work only its own side knows of. */
    public record Area(String id, String kind, int level, String points, boolean hidden) {
    }

    /** A terrain line (road, stream, wall...) or a ridge crest, as a polyline. */
    public record Line(String id, String kind, String points, boolean hidden) {
    }

    /** A terrain feature at a point (ford, bridge, building...), drawn as its symbol. */
    public record Spot(String id, String kind, String x, String y, boolean hidden) {
    }

    /** A straight line from (x1, y1) to (x2, y2). */
    public record GridLine(String x1, String y1, String x2, String y2) {
    }

    /** Text at a point; {@code anchor} is start, middle or end; {@code role} says what it labels. */
    public record Label(String x, String y, String text, String anchor, String role) {
    }

    /** Text along a table edge, turned {@code rotate} degrees about (x, y). */
    public record EdgeText(String x, String y, String rotate, String text) {
    }

    /** A bar of table inches: alternating dark and light blocks, and the numbers under them. */
    public record ScaleBar(List<Rect> dark, List<Rect> light, List<Label> labels) {
    }

    /** A symbol drawn at a point (north arrow, HQ flag, target, objective) with its label. */
    public record Symbol(String x, String y, String label, String sideClass, String labelX, String labelY) {
    }

    /** A side's deployment zone, with its caption. */
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
     * A unit drawn to its frontage: its {@code box}, turned {@code rotate} degrees clockwise from
     * north, its front edge the top of the box; {@code dot} is the radius of a small symbol inside
     * it. The caption sits behind the unit, away from its front, so a line of units keeps its
     * labels clear of each other.
     */
    public record UnitMark(Box box, String dot, String rotate, Caption caption, String type, String sideClass, boolean hidden) {

        /**
         * A {@code width} x {@code depth} box centred on (x, y); {@code left}, {@code top},
         * {@code right} and {@code bottom} are its edges relative to its centre.
         */
        public record Box(String x, String y, String width, String depth, String left, String top, String right, String bottom) {
        }

        /** The unit's short label at (labelX, labelY), {@code labelAnchor} start, middle or end. */
        public record Caption(String label, String labelX, String labelY, String labelAnchor) {
        }
    }

    /** One legend entry: a swatch of {@code kind} drawn as {@code swatch} (area, line, spot or a mark), and its text. */
    public record LegendItem(String kind, String swatch, String text, Points at) {

        /**
         * Where the entry is drawn: (x, y) the swatch's top-left corner, (textX, textY) where its
         * text starts, {@code x2} the right end of a line swatch, (cx, cy) a symbol's centre.
         */
        public record Points(String x, String y, String textX, String textY, String x2, String cx, String cy) {
        }
    }
}
