package muster.rulesets.juniorgeneral;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Table;

/**
 * Spain's artillery is not a model on the table: each turn the Spanish toss four crumpled paper
 * balls (cotton balls are too small beside 54mm figures), the thrower standing a foot or more
 * behind his own table edge. Where a ball comes to rest, every figure touching it or within half
 * an inch is eliminated, Spanish figures too; knocking a figure over on the way does nothing. The
 * scenario names the edge with {@code options: { throwingEdge: west }} (see {@link Edge}).
 */
public final class SpanishArtillery {

    public static final int BALLS_PER_TURN = 4;
    public static final int STAND_BACK_INCHES = 12;
    /** A figure this close to a ball at rest, or touching it, is eliminated. */
    public static final double REACH_INCHES = 0.5;
    /** The scenario option that names the throwing edge. */
    public static final String OPTION = "throwingEdge";

    /** A table edge the thrower stands behind, or none when the scenario gives Spain no artillery. */
    public enum Edge {
        NORTH, EAST, SOUTH, WEST, NONE;

        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Optional<Edge> of(String word) {
            for (Edge e : values()) {
                if (e.word().equals(word.trim().toLowerCase(Locale.ROOT))) {
                    return Optional.of(e);
                }
            }
            return Optional.empty();
        }

        public static List<String> words() {
            return java.util.Arrays.stream(values()).map(Edge::word).toList();
        }

        /** Distance in inches from a point on the table to this edge; 0 for none. */
        public double distance(Point p, Table table) {
            return switch (this) {
                case NORTH -> table.depth() - p.y();
                case EAST -> table.width() - p.x();
                case SOUTH -> p.y();
                case WEST -> p.x();
                case NONE -> 0;
            };
        }

        /** Length of the edge the thrower walks along. */
        public double length(Table table) {
            return this == NORTH || this == SOUTH ? table.width() : this == NONE ? 0 : table.depth();
        }
    }

    private SpanishArtillery() {
    }

    /** The throwing edge the scenario gives, if it gives a valid one. */
    public static Optional<Edge> edge(Scenario scenario) {
        return scenario.option(OPTION).flatMap(o -> Edge.of(o.value()));
    }

    /** Whether Spain throws balls in this scenario. */
    public static boolean throwing(Scenario scenario) {
        return edge(scenario).filter(e -> e != Edge.NONE).isPresent();
    }

    /** The shortest throw that reaches a point: from the thrower's line to the point. */
    public static double throwInches(Edge edge, Point p, Table table) {
        return STAND_BACK_INCHES + edge.distance(p, table);
    }
}
