package muster.view.map;

/**
 * Half the width each kind of line is stroked with on the overview map (templates/map.css, the
 * widest of a cased line's strokes), so that a label keeps clear of a line's edges and not only
 * of its middle: a word beside a river's centre line may still sit on its water.
 */
final class LineWeights {

    static final double ORDER = 1.1;
    static final double REACH = 0.3;
    static final double ZONE = 0.8;
    static final double LEADER = 0.25;
    static final double CREST = 0.45;
    /** A unit's front line, drawn on its box's edge (2 points wide): half of it lies outside the box. */
    static final double UNIT_FRONT = 1;

    private LineWeights() {
    }

    /** Half the stroke of a terrain line of this kind. */
    static double terrain(String kind) {
        return switch (kind) {
            case "river", "earthworks" -> 1.8;
            case "road" -> 1.4;
            case "railway", "trench" -> 1.2;
            case "barbed-wire" -> 1.5;
            case "stream" -> 0.7;
            case "track" -> 0.55;
            case "wall" -> 0.5;
            default -> 0.5;
        };
    }
}
