package muster.view.map;

import java.util.List;

/**
 * Everything a map shows, in points from the drawing's top-left corner (SVG orientation: y
 * down). Numbers are preformatted strings; the template does no arithmetic. {@code scale} is
 * table inches per map inch (1 for true scale).
 */
public record MapView(Frame frame, Ground ground, Bearings bearings, Pieces pieces, Captions captions) {

    /**
     * The drawing's size in points ({@code width}, {@code height}: what its coordinates span) and in inches as printed
     * ({@code widthIn}, {@code heightIn}), the size it prints at in points ({@code printedWidth}, {@code printedHeight}: its
     * own, or smaller when it is reduced to fit its page), its {@code scale} with the words for it, and the table's rectangle.
     */
    public record Frame(String width, String height, String widthIn, String heightIn, String printedWidth, String printedHeight, int scale,
            String scaleText, Rect table) {
    }

    /**
     * The terrain this audience sees: areas, lines, spot features, ridge crests and the building
     * grid; {@code look} is a further CSS class of every shape ("on-table" for the table's own map).
     */
    public record Ground(List<Area> areas, List<Line> lines, List<Spot> spots, List<Line> crests, List<GridLine> buildingGrid, String look) {
    }

    /**
     * What a reader finds his way by: the 6" grid, its lettered and numbered edges, the scale bar
     * and the north arrow; on the table's own map, {@code references} name each grid square
     * ("C4") inside each of its corners, so every sheet cut from it shows the squares it holds.
     */
    public record Bearings(List<GridLine> grid, List<Label> edgeLabels, ScaleBar scaleBar, List<Symbol> north, List<Words> references) {
    }

    /**
     * What the sides put on the table: deployment zones, standing orders, the guns' lines to their
     * targets, units, HQs, targets and objectives.
     */
    public record Pieces(List<Zone> zones, List<OrderArrow> orders, List<Reach> reaches, List<UnitMark> units, List<Symbol> hqs,
            List<Symbol> targets, List<Symbol> objectives) {
    }

    /**
     * Words on the map: terrain names, the rule set's notes along the table edges, the legend, and
     * the key of labels that stand on the map as a number because their words found no clear place.
     */
    public record Captions(List<Words> labels, List<EdgeText> edgeNotes, List<LegendItem> legend, List<KeyEntry> key) {
    }

    /**
     * Placed words: one or more lines set at {@code size} points in the style {@code role} (its CSS
     * classes), each line at its own anchor point; {@code leader} holds the one line back to what
     * they name when they stand away from it (else nothing); {@code names} is the id of what they name.
     */
    public record Words(List<TextLine> lines, String anchor, String role, String size, List<GridLine> leader, String names) {
    }

    /** One line of placed words, its anchor point (x, y) on its baseline. */
    public record TextLine(String x, String y, String text) {
    }

    /**
     * One entry of the map's key: its number at (x, y), the words it stands for, and those words as
     * printed (one line, or several in a narrow column beside the table).
     */
    public record KeyEntry(String x, String y, String number, String textX, String text, List<TextLine> lines) {
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

    /**
     * Text along a table edge, turned {@code rotate} degrees about (x, y): {@code text} whole, set as
     * {@code lines} at {@code size} points, each line turned about its own point.
     */
    public record EdgeText(String x, String y, String rotate, String text, String size, List<Label> lines) {
        public EdgeText {
            lines = List.copyOf(lines);
        }
    }

    /** A bar of table inches: alternating dark and light blocks, and the numbers under them. */
    public record ScaleBar(List<Rect> dark, List<Rect> light, List<Label> labels) {
    }

    /**
     * A symbol drawn at a point (north arrow, HQ flag, target, objective) with its caption; a
     * victory star drawn beside what it marks has a {@code leader} back to it (else nothing).
     */
    public record Symbol(String x, String y, String sideClass, Words caption, List<GridLine> leader) {
    }

    /** A side's deployment zone, with its caption. */
    public record Zone(String points, String sideClass, Words caption) {
    }

    /** A standing order: the line of advance or defence, the chevrons along it (an SVG path) and its arrowhead, with a short caption. */
    public record OrderArrow(String points, String head, String ticks, String sideClass, Words caption) {
    }

    /** A gun's line to a pre-spotted target it reaches, captioned with the distance and band. */
    public record Reach(String x1, String y1, String x2, String y2, String sideClass, Words caption) {
    }

    /**
     * A unit drawn to its frontage: its {@code box}, turned {@code rotate} degrees clockwise from
     * north, its front edge the top of the box; {@code dot} is the radius of a small symbol inside
     * it; {@code symbol} is its type's sign (infantry, cavalry, artillery, machine-gun, engineers,
     * general, train, none). The caption sits behind the unit when that place is clear. When its
     * box would cover another unit's it is drawn aside, and {@code spot} holds the leader from the
     * drawn box's centre to the unit's true place, where a dot marks it (else nothing).
     */
    public record UnitMark(Box box, String dot, String rotate, Words caption, String symbol, String sideClass, boolean hidden,
            List<GridLine> spot) {

        /**
         * A {@code width} x {@code depth} box centred on (x, y); {@code left}, {@code top},
         * {@code right} and {@code bottom} are its edges relative to its centre.
         */
        public record Box(String x, String y, String width, String depth, String left, String top, String right, String bottom) {
        }
    }

    /**
     * One legend entry: a swatch of {@code kind} drawn as {@code swatch} (area, line, spot or a mark),
     * and its text; a swatch of several sides (the standing orders' lines, the units' boxes) is drawn in
     * {@code parts}, one short piece a side; {@code look} a further class of the swatch (a hill's level).
     */
    public record LegendItem(String kind, String look, String swatch, String text, Points at, List<Part> parts) {

        /** One side's (or a hill level's) part of a swatch: from x1 to x2 ({@code width} long) at height y, in its side's (level's) class. */
        public record Part(String x1, String x2, String width, String sideClass, String y) {
        }


        /**
         * Where the entry is drawn: (x, y) the swatch's top-left corner, (textX, textY) where its
         * text starts, {@code x2} the right end of a line swatch, (cx, cy) a symbol's centre.
         */
        public record Points(String x, String y, String textX, String textY, String x2, String cx, String cy) {
        }
    }
}
