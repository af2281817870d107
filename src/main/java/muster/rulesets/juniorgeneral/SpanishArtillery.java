package muster.rulesets.juniorgeneral;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import muster.rules.Least;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Side;
import muster.scenario.Table;
import muster.scenario.Zone;

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
    /** The scenario option for fewer balls a turn: the text's Spaniards "may toss four", so four is the most. */
    public static final String BALLS_OPTION = "ballsPerTurn";

    /** The balls Spain throws each turn in this scenario: the option's number when it is 1 to 4, else four. */
    public static int balls(Scenario scenario) {
        return scenario.option(BALLS_OPTION).flatMap(o -> ballCount(o.value())).orElse(BALLS_PER_TURN);
    }

    /** A number of balls from 1 to 4 written as a whole number, or empty. */
    static Optional<Integer> ballCount(String value) {
        String v = value.trim();
        if (!v.matches("\\d{1,2}")) {
            return Optional.empty();
        }
        int n = Integer.parseInt(v);
        return n >= 1 && n <= BALLS_PER_TURN ? Optional.of(n) : Optional.empty();
    }

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
            return Arrays.stream(values()).map(Edge::word).toList();
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

    /**
     * The throwing edge: the one the scenario names, else Spain's own side of the table, read from
     * the Spanish deployment zone or, without one, from where the Spanish figures stand against the
     * American ones; empty when neither tells (see house reading "Throwing line").
     */
    public static Optional<Edge> edge(Scenario scenario) {
        Optional<String> given = scenario.option(OPTION).map(o -> o.value());
        return given.isPresent() ? given.flatMap(Edge::of) : inferred(scenario);
    }

    /** Spain's edge as the scenario's layout shows it: nearest its deployment zone, else its figures. */
    static Optional<Edge> inferred(Scenario s) {
        Optional<Side> spain = s.sides().stream().filter(x -> x.nation().equals(Figures.SPAIN)).findFirst();
        if (spain.isEmpty()) {
            return Optional.empty();
        }
        Optional<Zone> zone = spain.get().deploy().filter(z -> z.outline().size() >= 3);
        if (zone.isPresent()) {
            Point c = Geometry.centroid(zone.get().outline());
            return nearest(e -> e.distance(c, s.table()));
        }
        return nearest(e -> {
            Optional<Double> es = ThrowFromSpanishEdge.meanDistance(s, Figures.SPAIN, e);
            Optional<Double> us = ThrowFromSpanishEdge.meanDistance(s, Figures.US, e);
            return es.isEmpty() ? Double.NaN : es.get() - us.orElse(0.0);
        });
    }

    /** The one edge with the least score; empty on a tie or without scores. */
    private static Optional<Edge> nearest(ToDoubleFunction<Edge> score) {
        return Least.of(List.of(Edge.NORTH, Edge.EAST, Edge.SOUTH, Edge.WEST), score);
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
