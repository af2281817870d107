package muster.rulesets.mexicanrevolution;

import muster.scenario.Scenario;
import muster.scenario.Unit;

/**
 * Trains: a separate unit on a railway line that carries other units. Speed is a number of dice,
 * 1 on the turn it starts, then one more or one fewer each turn, never more than 4. A train's
 * {@code count} is its cars behind the locomotive, else it has one for each unit aboard (house reading "Train capacity").
 */
public final class Trains {

    public static final int STARTING_DICE = 1;
    public static final int CHANGE_PER_TURN = 1;
    public static final int MOST_DICE = 4;
    /** Explosives go off when their planter is this close, not in close combat, as the train passes. */
    public static final int DETONATE_WITHIN_INCHES = 3;
    /** A train's position lies on a railway when it is no farther than this from the line. */
    public static final double ON_LINE_INCHES = 0.5;
    /** Units one car carries (house reading: a unit of up to 20 figures, or one gun or MG with its crew). */
    public static final int UNITS_PER_CAR = 1;

    private Trains() {
    }

    /** Cars behind the locomotive: the train's count, else a car for each unit aboard it (one at least). */
    public static int cars(Scenario scenario, Unit train) {
        return train.count().orElse((int) Math.max(1, riders(scenario, train)));
    }

    /** The units aboard a train that take a car's place: every one but a general. */
    public static long riders(Scenario scenario, Unit train) {
        return scenario.sides().stream().flatMap(o -> o.units().stream())
                .filter(u -> train.id().equals(u.aboard().orElse("")) && !u.type().equals("general") && !u.type().equals("train"))
                .count();
    }
}
