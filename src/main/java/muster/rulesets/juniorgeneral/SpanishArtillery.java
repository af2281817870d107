package muster.rulesets.juniorgeneral;

import java.util.List;
import java.util.Optional;
import muster.rules.TableEdge;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Table;

/**
 * Spain's artillery is not a model on the table: each turn the Spanish toss four crumpled paper
 * balls (cotton balls are too small beside 54mm figures), the thrower standing a foot or more
 * behind his own table edge. Where a ball comes to rest, every figure touching it or within half
 * an inch is eliminated, Spanish figures too; knocking a figure over on the way does nothing. The
 * scenario names the edge with {@code options: { throwingEdge: west }} (see {@link TableEdge}).
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

    private SpanishArtillery() {
    }

    /**
     * The throwing edge: the one the scenario names, else Spain's own side of the table, read from
     * the Spanish deployment zone or, without one, from where the Spanish figures stand against the
     * American ones; empty when neither tells (see house reading "Throwing line").
     */
    public static Optional<TableEdge> edge(Scenario scenario) {
        return TableEdge.named(scenario, Optional.of(OPTION), Figures.SPAIN, List.of(Figures.US));
    }

    /** Whether Spain throws balls in this scenario. */
    public static boolean throwing(Scenario scenario) {
        return edge(scenario).filter(e -> e != TableEdge.NONE).isPresent();
    }

    /** The shortest throw that reaches a point: from the thrower's line to the point. */
    public static double throwInches(TableEdge edge, Point p, Table table) {
        return STAND_BACK_INCHES + edge.distance(p, table);
    }
}
