package muster.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import muster.scenario.Geometry;
import muster.scenario.Point;
import muster.scenario.Scenario;
import muster.scenario.Shape;
import muster.scenario.Side;
import muster.scenario.Target;
import muster.scenario.Unit;

/**
 * Which guns of a side reach a pre-spotted target, and from how far: written once for every rule
 * set, which supplies only how it sees one of its units as a gun.
 */
public final class Guns {

    /** A unit as a gun: where it starts, what it fires (in words) and how far that reaches at this figure scale. */
    public record Gun(Unit unit, Point at, String weapon, int range) {
    }

    /** One gun's distance to a target. */
    public record Shot(Gun gun, double distance) {

        public boolean inRange() {
            return distance <= gun.range();
        }
    }

    private Guns() {
    }

    /** The target's place: its feature's shape, else its labelled point. */
    public static Optional<Shape> where(Scenario scenario, Target target) {
        return target.feature().flatMap(scenario::feature).map(f -> f.shape()).or(() -> target.at().map(Shape.Spot::new));
    }

    /** Every placed gun of the target's side with its distance to the target, in the side's order. */
    public static List<Shot> shots(Scenario scenario, Target target, Function<Unit, Optional<Gun>> gun) {
        Optional<Side> side = scenario.side(target.side());
        Optional<Shape> where = where(scenario, target);
        List<Shot> out = new ArrayList<>();
        if (side.isEmpty() || where.isEmpty()) {
            return out;
        }
        for (Unit u : side.get().units()) {
            gun.apply(u).ifPresent(g -> out.add(new Shot(g, Geometry.distanceTo(g.at(), where.get()))));
        }
        return out;
    }
}
