package muster.rulesets.hatsoff;

import java.util.List;
import muster.rules.Fraction;

/**
 * Movement. The seed's own rates are lost (section II keeps only "B. Modifiers"), so the rates
 * are {@link UnitType}'s house ones; the modifiers below are the seed's.
 */
public final class Movement {

    /** Half a turn to reform infantry or cavalry, a quarter for artillery. */
    public static final Fraction REFORM_TROOPS = Fraction.of(1, 2);
    public static final Fraction REFORM_ARTILLERY = Fraction.of(1, 4);
    /** Each change of facing costs an inch. */
    public static final int INCHES_PER_FACE = 1;
    /** Each friendly unit passed through costs an inch. */
    public static final int INCHES_PER_FRIEND_PASSED = 1;
    /** Crossing an obstacle the turn after reaching it costs a quarter of the move. */
    public static final Fraction OBSTACLE_COST = Fraction.of(1, 4);
    /** The share of its move a line keeps in woods or jungle, and a column off a path (house reading "Columns in woods"). */
    public static final Fraction WOODS_LINE = Fraction.of(1, 2);
    public static final Fraction WOODS_COLUMN = Fraction.of(1, 3);
    public static final Fraction FLANK_OR_REAR_MARCH = Fraction.of(1, 2);
    public static final Fraction RIVER = Fraction.of(1, 2);
    public static final Fraction GO_TO_GROUND = Fraction.of(1, 2);

    /** The sentence on woods and jungle, left off the sheets of a scenario that has neither ({@link #rules(boolean)}). */
    private static final String WOODS = "Woods and jungle halve a line's move and cut a column's to a third unless it keeps to a path.";
    private static final String RIVERS = "Rivers are forded at half speed.";

    public static final List<String> RULES = List.of(
            "Moves run straight: to the front, a flank, the rear or an oblique; charges go straight ahead; columns may bend to follow "
                    + "the way to their objective.",
            "Reforming takes half a turn for infantry or cavalry and a quarter for artillery.",
            "A line wheels on its outer edge at no extra cost; each change of facing costs 1\" (an about-face to go back costs 2\").",
            "Flank marches, and marching to the rear while facing the enemy, go at half speed.",
            "Wire, fences, walls, ditches and streams stop a unit when it reaches them. Next turn it crosses with a quarter off its "
                    + "move; under fire it must pass a morale test first.",
            WOODS + " " + RIVERS,
            "Passing through a friendly unit costs 1\" for each one; going to ground costs half the move.");

    /** The rules of movement, the woods' sentence left off where the scenario has neither woods nor jungle. */
    public static List<String> rules(boolean woods) {
        return woods ? RULES : RULES.stream().map(r -> r.equals(WOODS + " " + RIVERS) ? RIVERS : r).toList();
    }

    private Movement() {
    }
}
